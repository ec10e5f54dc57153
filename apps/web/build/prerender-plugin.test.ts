// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { guardScript, guestPage } from './prerender-plugin';

const index =
  '<!doctype html><html lang="en" dir="ltr"><head>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-Ab12_cD3.css">' +
  '</head><body><div id="root"></div></body></html>';
const form = '<form><input name="email" value="admin@demo.com"><button>Sign in</button></form>';

/** The prerendered login page's body, as the browser has it when its inline guard runs. */
function load() {
  const page = guestPage(index, '/login', form, [
    '/assets/index-Ab12_cD3.css',
    '/assets/guest-app-Qw9_eR7t.css',
  ]);
  document.documentElement.dataset.mantineColorScheme = 'light';
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? '';
  // A script put in with innerHTML does not run: run the guard as the parser would, here, where
  // this environment's globals are jsdom's window.
  runInThisContext(guardScript);
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

describe('the prerendered sign-in pages', () => {
  afterEach(() => {
    localStorage.clear();
    window.beaconEarlySubmit = undefined;
  });

  it('put the page in the root, hidden until the guard, and link each stylesheet once', () => {
    const page = guestPage(index, '/login', form, [
      '/assets/index-Ab12_cD3.css',
      '/assets/guest-app-Qw9_eR7t.css',
    ]);
    expect(page).toContain(`<div id="root" data-prerendered="/login" hidden>${form}</div>`);
    expect(page).toContain('<template id="beacon-samples"></template>');
    expect(page).toContain('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
    expect(page.match(/index-Ab12_cD3\.css/g)).toHaveLength(1);
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/guest-app-Qw9_eR7t.css">',
    );
    expect(page).toContain(`<script>${guardScript}</script>`);
  });

  it('shows the page to a first visit and holds a submission until the form is ready', () => {
    const root = load();
    expect(root.hidden).toBe(false);
    expect(root.dataset.prerendered).toBe('/login');
    const element = root.querySelector('form');
    if (!element) throw new Error('no form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    element.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.beaconEarlySubmit).toBe(element);

    element.dataset.ready = '';
    const later = new Event('submit', { bubbles: true, cancelable: true });
    element.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('leave an empty root to a signed-in visitor, for the app to draw', () => {
    localStorage.setItem('userData', '{}');
    localStorage.setItem('refreshToken', 'r');
    const root = load();
    expect(root.hidden).toBe(false);
    expect(root.innerHTML).toBe('');
    expect(root.dataset.prerendered).toBeUndefined();
  });

  it.each([
    ['in French', { language: 'fr' }],
    ['on the dark skin', { skin: '"dark"' }],
    ['on the bordered skin', { skin: '"bordered"' }],
    ['right to left', { direction: 'true' }],
  ])('keep the page hidden for a visitor %s, for the small entry to adapt', (_name, stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    const root = load();
    expect(root.hidden).toBe(true);
    expect(root.innerHTML).toBe(form);
    expect(root.dataset.prerendered).toBe('/login');
  });
});
