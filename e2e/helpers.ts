import { AxeBuilder } from '@axe-core/playwright';
import { type Locator, type Page, expect, test } from '@playwright/test';

/** The demo accounts (README) and where each lands after signing in. */
export const accounts = {
  admin: { email: 'admin@demo.com', password: 'admin', home: '/dashboard/ecommerce' },
  client: { email: 'client@demo.com', password: 'client', home: '/access-control' },
} as const;
export type Account = keyof typeof accounts;

/** Exact names: a field's helper controls (the password visibility toggle) carry similar ones. */
export const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
export const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

/**
 * In mock mode the first request after a page load waits for PGlite to start in the browser: a
 * few seconds alone, much longer on a busy machine. Steps that wait for it get this much.
 */
export const backendStart = { timeout: 60_000 };

/**
 * axe runs in server mode only: both modes render the same screens from the same code, and in mock
 * mode every analysis competes with the in-browser database for CI's two cores.
 */
const axeSkipped = () => inMockMode();

/** The running test drives the static build with the API and its database in the browser. */
export const inMockMode = () => test.info().project.name === 'mock';

export async function expectPath(
  page: Page,
  path: string,
  options: { timeout?: number } = {},
): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path, options);
}

/** Fills the login form and presses "Sign in" (the form starts pre-filled with the admin pair). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** What the app stores for a session (apps/web/src/lib/session.ts). */
interface StoredSession {
  accessToken: string;
  refreshToken: string;
  userData: unknown;
}

/**
 * Stores a session the API handed out where the app keeps it, then opens `path` signed in. A page
 * of the app's origin that is not the app (its icon) holds the storage meanwhile.
 */
async function openSignedIn(page: Page, path: string, session: StoredSession): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(({ accessToken, refreshToken, userData }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
    localStorage.setItem('userData', JSON.stringify(userData));
  }, session);
  await page.goto(path);
}

/** The API's JSON reply to a POST, failing the test on anything but 200. */
async function post<T>(page: Page, path: string, body: object): Promise<T> {
  const reply = await page.request.post(path, { data: body });
  expect(reply.status(), `POST ${path}`).toBe(200);
  return (await reply.json()) as T;
}

/**
 * Signs in through the login page, as a person does, and waits for the role's home page. With
 * `path`, opens that page signed in instead: in server mode the session then comes from the API,
 * without drawing the login page and the home screen (the sign-in itself is auth.spec's); mock
 * mode's API lives in the page, so there the test signs in through it and then opens `path`.
 */
export async function signInAs(page: Page, who: Account, path?: string): Promise<void> {
  const account = accounts[who];
  if (path && !inMockMode()) {
    const { email, password } = account;
    await openSignedIn(page, path, await post(page, '/jwt/login', { email, password }));
    return;
  }
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expectPath(page, account.home, backendStart);
  if (path) await page.goto(path);
}

/** Opens the navbar's user menu and chooses "Logout"; ends on the login page. */
export async function signOut(page: Page): Promise<void> {
  // The welcome toast after a sign-up covers the navbar's right end for its few seconds, and stays
  // while the pointer rests on it. It can appear after the check (it waits for the app's strings),
  // so each try moves the pointer away, waits for the toasts to leave, and clicks without waiting
  // long for a menu button a new toast may cover.
  // The menu is opened only when it is not open already (a click can land and still time out on a
  // busy machine, and a second one would close it), and its item clicked in the same try, so a
  // menu closed in between is opened again.
  const menu = page.getByRole('button', { name: /^(account|user) menu/i });
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  await expect(async () => {
    // A Logout click that landed but timed out has signed out already: the menu is gone.
    if (new URL(page.url()).pathname === '/login') return;
    await page.mouse.move(0, 0);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
    if (!(await logout.isVisible())) await menu.click({ timeout: 2_000 });
    await logout.click({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  // Signing out revokes the refresh token first: after a reload that waits for the mock back end.
  await expectPath(page, '/login', backendStart);
}

/** Resolves once no finite animation or transition is running (toasts, drawers, route fades). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Rules whose findings are at most "moderate", so never blocking here: `region` alone (content
 * outside landmarks) took a quarter of each analysis.
 */
const neverBlocking = ['region'];

/** What a colour scheme can change: the other rules read the DOM, which is the same in both skins. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on the page once it has settled and fails on any serious or critical violation
 *, listing each with the elements it found; `colours` runs only the rules a skin can
 * change. Call it after asserting what the screen shows, so that the data is there. The failure is
 * soft: the test runs on and fails at its end.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  scope: 'all' | 'colours' = 'all',
): Promise<void> {
  if (axeSkipped()) return;
  const blockingViolations = async () => {
    await settled(page);
    // Legacy mode runs axe in the page itself: the default finishes each analysis in a new blank
    // page, which doubled its time (the app has no cross-origin frames, which need the default).
    // Only violations are read, so axe does not serialise every passing node back.
    const builder = new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] });
    const { violations } = await (
      scope === 'colours' ? builder.withRules(colourRules) : builder.disableRules(neverBlocking)
    ).analyze();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ` +
          violation.nodes
            .slice(0, 5)
            .map((node) => {
              // e.g. "Element has insufficient color contrast of 3.2 (foreground color: #fa5252…"
              const why = node.failureSummary?.split('\n')[1]?.trim() ?? '';
              return `${node.html.slice(0, 100)} ${why}`;
            })
            .join(' | '),
      );
  };
  // A toast that starts to fade during the analysis reads as faint text: a real violation is
  // still there once the page has settled again.
  let blocking = await blockingViolations();
  if (blocking.length > 0) blocking = await blockingViolations();
  // Soft: the test goes on (and still fails at the end), so one run reports every screen.
  expect.soft(blocking, `axe on ${screen}`).toEqual([]);
}

/** A phone's screen: the narrowest width every screen keeps to. */
export const phone = { width: 360, height: 740 };

/** The page as a whole cannot be scrolled sideways at the phone's width. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen}: page width at ${phone.width} px`).toBeLessThanOrEqual(phone.width);
}

/** Text of every cell of one column of a table, in order. */
export async function columnTexts(table: Locator, column: number): Promise<string[]> {
  return table.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
}

/** A unique suffix for data a test creates, so runs and workers never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The password of every account signUp makes. */
export const signUpPassword = 'e2e-pass-1';

export interface SignedUp {
  username: string;
  email: string;
}

/**
 * Signs up a new user (who gets the admin role in a demo) and waits for the dashboard to answer;
 * with `path`, opens that page signed up instead (as signInAs does). Tests that change data of
 * their own use one: in server mode all specs of a run share one database, and another spec may
 * change the demo admin's data meanwhile.
 */
export async function signUp(page: Page, prefix = 'user', path?: string): Promise<SignedUp> {
  const id = unique();
  const email = `${prefix}.${id}@example.com`;
  const username = `${prefix}_${id}`;
  if (path && !inMockMode()) {
    const { user, ...tokens } = await post<Omit<StoredSession, 'userData'> & { user: unknown }>(
      page,
      '/jwt/register',
      { username, email, password: signUpPassword },
    );
    await openSignedIn(page, path, { ...tokens, userData: user });
    return { username, email };
  }
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await emailField(page).fill(email);
  await passwordField(page).fill(signUpPassword);
  await page.getByLabel('I agree to privacy policy & terms').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectPath(page, accounts.admin.home, backendStart);
  // Mock mode keeps the database in IndexedDB, written behind the queries: leave a fresh
  // sign-up time to be stored before the next page load (the dashboard answering is that time).
  await expect(
    page.getByRole('region', { name: 'Statistics', exact: true }).getByText('Products'),
  ).toBeVisible(backendStart);
  if (path) await page.goto(path);
  return { username, email };
}

/**
 * axe on the screen in the light skin, then in the dark one, and back to light. For a drawer or
 * dropdown, `open` shows it: it is closed (Escape) while the skin changes, then opened again.
 */
export async function expectAccessibleInBothSkins(
  page: Page,
  screen: string,
  open?: () => Promise<void>,
): Promise<void> {
  if (axeSkipped()) return;
  const skin = async (name: 'dark' | 'light') => {
    if (open) await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Switch to ${name} skin` }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', name);
    if (open) await open();
  };
  await expectAccessible(page, `${screen} (light)`);
  await skin('dark');
  await expectAccessible(page, `${screen} (dark)`, 'colours');
  await skin('light');
}
