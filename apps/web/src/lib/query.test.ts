import {
  MutationObserver,
  type QueryClient,
  QueryObserver,
  type QueryKey,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WriteMeta } from './query';
import { createQueryClient } from './query';

const unsubscribes: (() => void)[] = [];
afterEach(() => unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe()));

/** A query on screen: how many times it has loaded. */
async function shown(client: QueryClient, queryKey: QueryKey) {
  let loads = 0;
  const observer = new QueryObserver(client, { queryKey, queryFn: () => ++loads });
  unsubscribes.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(loads).toBe(1));
  return () => loads;
}

/** Runs one write with `meta`; it fails when `fail` is set. Resolves once the write settled. */
function write(client: QueryClient, meta: WriteMeta, fail = false) {
  const observer = new MutationObserver(client, {
    mutationFn: () => (fail ? Promise.reject(new Error('refused')) : Promise.resolve('saved')),
    meta,
  });
  return observer.mutate().catch(() => 'failed');
}

describe('the query client: what reloads after a write', () => {
  it('reloads the keys a write lists, and only those, before the write settles', async () => {
    const client = createQueryClient();
    const list = await shown(client, ['todo', 'list', { filter: 'all' }]);
    const widget = await shown(client, ['todo', 'dashboard']);
    const other = await shown(client, ['invoice', 'list']);

    await write(client, { invalidates: [['todo']] });
    // Counted as soon as the write settles: the reload is part of it.
    expect([list(), widget(), other()]).toEqual([2, 2, 1]);
  });

  it('reloads `invalidates` after a failure too, `invalidatesOnSuccess` only after a success', async () => {
    const client = createQueryClient();
    const always = await shown(client, ['users', 'list']);
    const onSuccess = await shown(client, ['users', 'count']);
    const meta = { invalidates: [['users', 'list']], invalidatesOnSuccess: [['users', 'count']] };

    expect(await write(client, meta, true)).toBe('failed');
    expect([always(), onSuccess()]).toEqual([2, 1]);

    expect(await write(client, meta)).toBe('saved');
    expect([always(), onSuccess()]).toEqual([3, 2]);
  });

  it('reloads nothing after a write that lists nothing', async () => {
    const client = createQueryClient();
    const list = await shown(client, ['todo', 'list']);

    await write(client, {});
    await write(client, {}, true);
    expect(list()).toBe(1);
  });
});
