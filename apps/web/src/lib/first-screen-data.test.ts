import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstAnswers } from './first-screen-data';

/** A query answering when `answer` is called, as a route's loader would ask for it. */
function asked(client: QueryClient, key: string, kept?: string) {
  let answer: (value: string) => void = () => undefined;
  if (kept !== undefined) client.setQueryData([key], kept, { updatedAt: 0 });
  void client.prefetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    staleTime: 0,
  });
  return (value: string) => answer(value);
}

/** What the promise resolved to by now ('pending' if it has not). */
const settled = async (promise: Promise<boolean>) => {
  let outcome: boolean | 'pending' = 'pending';
  void promise.then((waited) => (outcome = waited));
  await vi.advanceTimersByTimeAsync(0);
  return outcome;
};

describe("the first screen's answers", () => {
  afterEach(() => vi.useRealTimers());

  it('waits for every answer being fetched, then resolves', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const rows = asked(client, 'rows');
    const counts = asked(client, 'counts');
    const waiting = firstAnswers(client, 4000);
    expect(await settled(waiting)).toBe('pending');
    rows('r');
    expect(await settled(waiting)).toBe('pending');
    counts('c');
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait for a query that already shows an answer (kept from the last visit)', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    asked(client, 'rows', 'kept');
    expect(await settled(firstAnswers(client, 4000))).toBe(true);
  });

  it('gives up after the wait, so that a slow API shows the page with its loaders', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    asked(client, 'rows');
    const waiting = firstAnswers(client, 4000);
    await vi.advanceTimersByTimeAsync(3999);
    expect(await settled(waiting)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    // Nothing to draw the screen with yet: it is drawn in slices, its answers as they come.
    expect(await settled(waiting)).toBe(false);
  });

  it('resolves at once when nothing is being fetched, and after a failed answer too, with nothing to draw', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await settled(firstAnswers(client, 4000))).toBe(false);
    void client.prefetchQuery({
      queryKey: ['broken'],
      queryFn: () => Promise.reject(new Error('no')),
    });
    const waiting = firstAnswers(client, 4000);
    expect(await settled(waiting)).toBe(false);
  });
});
