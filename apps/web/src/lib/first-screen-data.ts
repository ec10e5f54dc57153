import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query without an answer is loading (the first screen's, asked for by the
 * route's loader), or after `cap` ms: a slow API shows the page with its loaders rather than a
 * blank one. Answers already at hand (mock mode's kept ones) are not waited for. True when the
 * cache then holds answers to draw the screen with.
 */
export function firstAnswers(client: QueryClient, cap: number): Promise<boolean> {
  const cache = client.getQueryCache();
  const waiting = () =>
    cache.findAll({ fetchStatus: 'fetching' }).some((query) => query.state.data === undefined);
  const answered = () => cache.getAll().some((query) => query.state.data !== undefined);
  return new Promise((resolve) => {
    if (!waiting()) return resolve(answered());
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve(answered());
    };
    const timer = setTimeout(done, cap);
    const stop = cache.subscribe(() => {
      if (!waiting()) done();
    });
  });
}
