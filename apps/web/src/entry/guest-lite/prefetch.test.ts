import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchLater } from './prefetch';

const files = Array.from({ length: 12 }, (_, i) => `/assets/file-${i}.js`);
const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => new URL(link.href).pathname,
  );

describe('prefetchLater', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('asks for every file, a few per idle period, so no idle task grows long', () => {
    // Each request takes the main thread 1 ms here; the browser offers idle periods of 50 ms.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: (deadline: IdleDeadline) => void) => {
      const start = now;
      idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 - (now - start) }));
    });
    prefetchLater(files);
    expect(prefetched()).toEqual([]);
    const perPeriod: number[] = [];
    while (idle.length > 0) {
      const before = prefetched().length;
      idle.shift()?.();
      perPeriod.push(prefetched().length - before);
    }
    expect(prefetched()).toEqual(files);
    expect(Math.max(...perPeriod)).toBeLessThanOrEqual(3);
    expect(perPeriod.length).toBeGreaterThan(3);
  });

  it('fetches into the cache without running: prefetch links, with CORS as module scripts load', () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    prefetchLater(files.slice(0, 2));
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.crossOrigin])).toEqual([
      ['prefetch', ''],
      ['prefetch', ''],
    ]);
  });
});
