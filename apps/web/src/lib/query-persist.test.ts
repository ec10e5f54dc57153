import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../test/session';
import { persistQueries, restore, save } from './query-persist';
import { session } from './session';

const KEY = 'beacon:query-cache';
const users = { users: [{ id: 7, fullName: 'Ada Lovelace' }], total: 1 };
const newClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });

/** A client whose users list is answered and shown by a screen (an observer). */
async function shownList(client = newClient()) {
  const observer = new QueryObserver(client, {
    queryKey: ['users', 'list'],
    queryFn: () => Promise.resolve(users),
  });
  const stop = observer.subscribe(() => undefined);
  await client.fetchQuery({ queryKey: ['users', 'list'], queryFn: () => Promise.resolve(users) });
  return { client, stop };
}

afterEach(() => {
  session.signOut();
  localStorage.clear();
});

describe('kept answers (mock mode)', () => {
  it('shows the answers of the screen the user left at once on the next visit, and asks again', async () => {
    signInAs('admin');
    const { client } = await shownList();
    save(client);

    const next = newClient();
    expect(restore(next)).toBe(1);
    const query = next.getQueryCache().find({ queryKey: ['users', 'list'] });
    expect(query?.state.data).toEqual(users);
    // Kept answers are never taken as current, even within the stale time: the screen refreshes them.
    expect(query?.isStale()).toBe(true);
  });

  it('keeps only what a screen shows: not answers nobody looks at any more', async () => {
    signInAs('admin');
    const { client, stop } = await shownList();
    stop();
    save(client);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps no answer that is known to be out of date', async () => {
    signInAs('admin');
    const { client } = await shownList();
    await client.invalidateQueries({ refetchType: 'none' });
    save(client);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps only answers JSON gives back as they are', async () => {
    signInAs('admin');
    const { client } = await shownList();
    const icon = { $$typeof: Symbol.for('react.forward_ref'), render: () => null };
    for (const [key, data] of [
      ['icons', [{ name: 'Chrome', icon }]],
      ['dates', { at: new Date() }],
    ] as const) {
      const observer = new QueryObserver(client, { queryKey: [key], queryFn: () => data });
      observer.subscribe(() => undefined);
      await client.fetchQuery({ queryKey: [key], queryFn: () => data });
    }
    save(client);
    const next = newClient();
    expect(restore(next)).toBe(1);
    expect(
      next
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['users', 'list']]);
  });

  it("never shows one user's answers to another", async () => {
    signInAs('admin');
    save((await shownList()).client);
    signInAs('client');
    const next = newClient();
    expect(restore(next)).toBe(0);
    expect(next.getQueryCache().getAll()).toHaveLength(0);
  });

  it("drops another build's answers, whose shape may differ", async () => {
    signInAs('admin');
    save((await shownList()).client);
    const kept = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { build: string };
    localStorage.setItem(KEY, JSON.stringify({ ...kept, build: 'an older build' }));
    expect(restore(newClient())).toBe(0);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops answers kept over a day ago', async () => {
    signInAs('admin');
    const { client } = await shownList();
    save(client, Date.now() - 25 * 60 * 60 * 1000);
    expect(restore(newClient())).toBe(0);
  });

  it('survives a broken or refused store', () => {
    signInAs('admin');
    localStorage.setItem(KEY, '{not json');
    expect(restore(newClient())).toBe(0);
    localStorage.setItem(KEY, JSON.stringify({ build: 'test', userId: 1, savedAt: Date.now() }));
    expect(restore(newClient())).toBe(0);
  });

  it('forgets everything at sign-out', async () => {
    signInAs('admin');
    const { client } = await shownList();
    const { stop } = persistQueries(client);
    save(client);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    session.signOut();
    expect(localStorage.getItem(KEY)).toBeNull();
    stop();
  });

  it('saves when the page is left', async () => {
    signInAs('admin');
    const { client } = await shownList();
    const { stop } = persistQueries(client);
    expect(localStorage.getItem(KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(restore(newClient())).toBe(1);
  });
});
