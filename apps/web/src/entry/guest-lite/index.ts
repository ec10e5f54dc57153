// The sign-in pages' small entry: plain DOM code that makes the prerendered /login, /register and
// /forgot-password work (prerender-plugin.ts), with no React, Mantine, i18next or zod evaluated
// before the form works. It does the common paths itself (typing, the password's eye, the links,
// checking and sending the form, the language and the skin) and hands the rest to the React pages
// (handover.ts). Signing in loads the app into the same root (enter.ts).
import type { GuestPath } from '../../modules/auth/guest-nav';
import { sample } from './fields';
import { handOver, typedValues } from './handover';
import { workForm } from './forms';
import { type Page, applyStored, workChoices } from './page';
import { oidcErrorKey, oidcStartUrl } from '../../modules/auth/oidc/oidc-start';
import { prefetchLater } from './prefetch';
import { setText, swapTexts } from './texts';

/** The password fields' eye: shows the characters, as Mantine's PasswordInput does. */
function workPasswordToggles(root: HTMLElement): void {
  const toggles = root.querySelectorAll('.mantine-PasswordInput-visibilityToggle');
  if (toggles.length === 0) return;
  const shownIcon = sample('shown').querySelector('.mantine-ActionIcon-icon')?.innerHTML ?? '';
  for (const button of toggles) {
    const icon = button.querySelector('.mantine-ActionIcon-icon');
    const hiddenIcon = icon?.innerHTML ?? '';
    const input = button.closest('.mantine-PasswordInput-root')?.querySelector('input');
    if (!input) continue;
    button.addEventListener('click', () => {
      const show = input.type === 'password';
      input.type = show ? 'text' : 'password';
      button.setAttribute('aria-pressed', String(show));
      if (icon) icon.innerHTML = show ? shownIcon : hiddenIcon;
    });
  }
}

/** The passkey button where the browser has passkeys; pressing it hands over to React. */
function offerPasskey(page: Page, form: HTMLFormElement): void {
  if (typeof window.PublicKeyCredential !== 'function') return;
  const button = sample('passkey');
  // The sample is in English, like the page the build made.
  if (page.language !== 'en') void page.dictionary.then((words) => swapTexts(button, words));
  button.addEventListener('click', () => {
    void handOver(page.root, { values: typedValues(form), action: 'passkey' });
  });
  form.after(button);
}

/**
 * The server's sign-in provider (`data-oidc` on <html>), a plain link to it, and why the last
 * sign-in with it failed (`?oidcError=`), as modules/auth/oidc/oidc-sign-in.tsx shows them.
 */
function offerProvider(page: Page, after: Element): void {
  const label = document.documentElement.dataset.oidc;
  const search = new URLSearchParams(window.location.search);
  const error = search.get('oidcError');
  if (!label && !error) return;
  const block = sample('oidc');
  const alert = block.querySelector('[role="alert"]');
  const button = block.querySelector('a');
  if (!error) alert?.remove();
  if (!label) button?.remove();
  after.after(block);
  void page.dictionary.then((words) => {
    swapTexts(block, words);
    const message = alert?.querySelector('[data-t="oidc.errors.failed"]');
    if (message && error) setText(message, words, oidcErrorKey(error));
    const text = button?.querySelector('.mantine-Button-label');
    if (text && label) setText(text, words, 'oidc.signIn', { provider: label });
  });
  button?.setAttribute('href', oidcStartUrl(search.get('redirect') ?? undefined));
}

export async function startLite(root: HTMLElement, path: GuestPath) {
  // Not prerendered: the app's page, never started here.
  if (path === '/two-step') return;
  const page = await applyStored(root);
  root.hidden = false;
  workPasswordToggles(root);
  workChoices(page);
  workForm(page, path);
  const form = root.querySelector('form');
  if (path === '/login' && form) {
    offerPasskey(page, form);
    offerProvider(
      page,
      form.nextElementSibling?.matches('[data-passkey-sign-in]') ? form.nextElementSibling : form,
    );
  }
  performance.mark('beacon-interactive');
  prefetchLater();
}
