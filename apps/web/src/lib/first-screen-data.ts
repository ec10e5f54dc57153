import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query without an answer is loading (the first screen's, asked for by the
 * route's loader), or after `cap` ms: a slow API shows the page with its loaders rather than a
 * blank one. Answers already at hand (mock mode's kept ones) are not waited for.
 */
export function firstAnswers(client: QueryClient, cap: number): Promise<void> {
  const cache = client.getQueryCache();
  const waiting = () =>
    cache.findAll({ fetchStatus: 'fetching' }).some((query) => query.state.data === undefined);
  return new Promise((resolve) => {
    if (!waiting()) return resolve();
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, cap);
    const stop = cache.subscribe(() => {
      if (!waiting()) done();
    });
  });
}
