import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { script } from './entry-preload-plugin';

const code = script(
  ['/assets/lite.js'],
  ['/assets/app.js', '/assets/app.css'],
  ['/assets/shell.js'],
  ['/assets/later.js'],
);

/** Runs index.html's inline script at `path`, with `stored` in localStorage. */
function run(path: string, stored: Record<string, string>) {
  const links: { rel: string; as?: string; href: string }[] = [];
  const idle: (() => void)[] = [];
  const window: Record<string, unknown> = {
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  };
  runInNewContext(code, {
    window,
    requestIdleCallback: window.requestIdleCallback,
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname: path },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
    Intl,
  });
  return { links, idle, later: window.beaconLater };
}

const session = { userData: '{"id":1}', refreshToken: 'r' };

describe("index.html's inline script", () => {
  it('asks a signed-out sign-in page for the small entry only, and lists the rest for later', () => {
    const { links, idle, later } = run('/login', {});
    expect(links.map((l) => [l.rel, l.href])).toEqual([['modulepreload', '/assets/lite.js']]);
    expect(later).toEqual(['/assets/later.js']);
    expect(idle).toHaveLength(0);
  });

  it('asks a signed-in load for the app and the shell, and starts number formats when idle', () => {
    const { links, idle, later } = run('/apps/user/list', session);
    expect(links.map((l) => [l.rel, l.as, l.href])).toEqual([
      ['modulepreload', undefined, '/assets/app.js'],
      ['preload', 'style', '/assets/app.css'],
      ['modulepreload', undefined, '/assets/shell.js'],
    ]);
    expect(later).toBeUndefined();
    expect(idle).toHaveLength(1);
    expect(() => idle[0]?.()).not.toThrow();
  });

  it('gives a signed-in visitor of /login the app, which leads on from there', () => {
    const { links, idle } = run('/login', session);
    expect(links.map((l) => l.href)).toContain('/assets/app.js');
    expect(idle).toHaveLength(1);
  });
});
