import type { LoginReply, TwoFactorChallenge, UserData } from '@beacon/contract/auth';
import { type Answer, errorOf, isUnverified, post, serverMessage } from './api';
import { enterApp, enterTwoStep } from './enter';
import { clearError, sample, setBusy, showError } from './fields';
import { handOver, typedValues } from './handover';
import type { Page } from './page';
import { setText, translate } from './texts';
import { type LiteErrors, forgotErrors, loginErrors, registerErrors } from './validate';

type Path = '/login' | '/register' | '/forgot-password';

const text = (form: HTMLFormElement, name: string) => {
  const input = form.querySelector(`input[name="${name}"]`);
  return input instanceof HTMLInputElement ? input : null;
};
const valueOf = (form: HTMLFormElement, name: string) => text(form, name)?.value ?? '';

const fieldsOf: Record<Path, readonly string[]> = {
  '/login': ['email', 'password'],
  '/register': ['username', 'email', 'password', 'terms'],
  '/forgot-password': ['email'],
};

let alertCount = 0;

/** The inline form of a failure that is about no field (the React forms' red toast). */
async function showFailure(form: HTMLFormElement, page: Page, key: string, args?: object) {
  form.querySelector('[data-lite-failure]')?.remove();
  const alert = sample('alert');
  alert.setAttribute('data-lite-failure', '');
  const id = `beacon-failure-${++alertCount}`;
  alert.id = id;
  alert.setAttribute('aria-describedby', `${id}-body`);
  const message = alert.querySelector('.mantine-Alert-message');
  if (message) {
    message.id = `${id}-body`;
    setText(message, await page.dictionary, key, args as Record<string, string> | undefined);
  }
  form.querySelector('button[type="submit"]')?.after(alert);
}

/** As modules/auth/use-report-failure.tsx: field messages under their fields, the rest inline. */
async function report(form: HTMLFormElement, page: Page, path: Path, answer: Answer) {
  const error = errorOf(answer.body);
  const words = await page.dictionary;
  if (error && typeof error === 'object') {
    const loose: string[] = [];
    let shown = false;
    for (const [field, [first]] of Object.entries(error)) {
      if (first === undefined) continue;
      const input = fieldsOf[path].includes(field) ? text(form, field) : null;
      if (input) {
        showError(input, serverMessage(first), words);
        shown = true;
      } else loose.push(translate(words, serverMessage(first)) ?? first);
    }
    if (shown && loose.length === 0) return;
    if (loose.length > 0) return showFailure(form, page, loose.join(' '));
  }
  if (answer.status >= 500)
    return showFailure(form, page, 'auth.errors.server', { status: String(answer.status) });
  if (typeof error === 'string') return showFailure(form, page, serverMessage(error));
  return showFailure(form, page, 'auth.errors.status', { status: String(answer.status) });
}

function showErrors(form: HTMLFormElement, path: Path, errors: LiteErrors, page: Page) {
  return page.dictionary.then((words) => {
    for (const field of fieldsOf[path]) {
      const input = text(form, field);
      if (!input) continue;
      const key = errors[field];
      if (key) showError(input, key, words);
      else clearError(input);
    }
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `/jwt/login`: in, on to the second step, or the React page's notice of an unconfirmed address. */
async function signIn(form: HTMLFormElement, page: Page): Promise<boolean> {
  const values = { email: valueOf(form, 'email'), password: valueOf(form, 'password') };
  const errors = loginErrors(values);
  await showErrors(form, '/login', errors, page);
  if (Object.keys(errors).length > 0) return false;
  const body = { email: values.email.trim(), password: values.password };
  const answer = await post('/jwt/login', body, page.language);
  const redirect = new URLSearchParams(window.location.search).get('redirect') ?? undefined;
  if (answer.status === 200 && isObject(answer.body)) {
    if ('challenge' in answer.body)
      await enterTwoStep(page.root, answer.body as unknown as TwoFactorChallenge, redirect);
    else await enterApp(page.root, answer.body as unknown as LoginReply, redirect);
    return true;
  }
  if (isUnverified(answer)) {
    await handOver(page.root, { values: typedValues(form), action: 'submit' });
    return true;
  }
  await report(form, page, '/login', answer);
  return false;
}

/** `/jwt/register`: in at once, a clash under its field, or told to confirm the address. */
async function signUp(form: HTMLFormElement, page: Page): Promise<boolean> {
  const terms = text(form, 'terms')?.checked ?? false;
  const values = {
    username: valueOf(form, 'username'),
    email: valueOf(form, 'email'),
    password: valueOf(form, 'password'),
  };
  const errors = registerErrors({ ...values, terms });
  await showErrors(form, '/register', errors, page);
  if (Object.keys(errors).length > 0) return false;
  const body = { ...values, username: values.username.trim(), email: values.email.trim() };
  const answer = await post('/jwt/register', body, page.language);
  const reply = answer.body;
  if (answer.status !== 200 || !isObject(reply)) {
    await report(form, page, '/register', answer);
    return false;
  }
  // A taken e-mail or username answers 200 with both keys, null where there is no clash.
  if (isObject(reply.error)) {
    const words = await page.dictionary;
    for (const field of ['email', 'username']) {
      const clash = reply.error[field];
      const input = text(form, field);
      if (typeof clash === 'string' && input) showError(input, serverMessage(clash), words);
    }
    return false;
  }
  if ('verificationRequired' in reply && typeof reply.email === 'string') {
    await handOver(page.root, { checkMail: reply.email });
    return true;
  }
  const { user, accessToken, refreshToken } = reply as {
    user: UserData;
    accessToken: string;
    refreshToken: string;
  };
  await enterApp(page.root, { userData: user, accessToken, refreshToken });
  return true;
}

/** `/auth/forgot-password`: the same confirmation for every address, as the server answers. */
async function askReset(form: HTMLFormElement, page: Page): Promise<boolean> {
  const email = valueOf(form, 'email');
  const errors = forgotErrors({ email });
  await showErrors(form, '/forgot-password', errors, page);
  if (Object.keys(errors).length > 0) return false;
  const sent = email.trim();
  const answer = await post('/auth/forgot-password', { email: sent }, page.language);
  if (answer.status < 200 || answer.status >= 300) {
    await report(form, page, '/forgot-password', answer);
    return false;
  }
  const notice = sample('sent');
  const words = await page.dictionary;
  const body = notice.querySelector('.mantine-Stack-root > p');
  if (body) setText(body, words, 'recovery.forgot.sent', { email: sent });
  notice.querySelector('a')?.setAttribute('href', `/outbox?to=${encodeURIComponent(sent)}`);
  form.querySelector('[role="status"]')?.replaceChildren(notice);
  return false;
}

const submitters: Record<Path, (form: HTMLFormElement, page: Page) => Promise<boolean>> = {
  '/login': signIn,
  '/register': signUp,
  '/forgot-password': askReset,
};

/** The page's form: checked, sent, and answered as the React form would. */
export function workForm(page: Page, path: Path): void {
  const form = page.root.querySelector('form');
  if (!form) return;
  const button = form.querySelector('button[type="submit"]');
  let busy = false;
  const submit = async () => {
    if (busy) return;
    busy = true;
    form.querySelector('[data-lite-failure]')?.remove();
    if (button instanceof HTMLButtonElement) setBusy(button, true);
    let leaving = false;
    try {
      leaving = await submitters[path](form, page);
    } catch {
      // No answer (offline), or the app's code did not load: said, and the form stays.
      await showFailure(form, page, 'auth.errors.network');
    } finally {
      busy = false;
      if (!leaving && button instanceof HTMLButtonElement) setBusy(button, false);
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
  // Typing takes a field's message away, as Mantine's form does; a new address, the confirmation.
  form.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement) clearError(event.target);
    form.querySelector('[role="status"]')?.replaceChildren();
  });
  form.dataset.ready = '';
  // Pressed before this script had run: the page's guard held it (prerender-plugin.ts).
  if (window.beaconEarlySubmit === form) {
    window.beaconEarlySubmit = undefined;
    void submit();
  }
}
