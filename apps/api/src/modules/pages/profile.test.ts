import type { Poll, ProfilePostsReply, ProfileReply } from '@beacon/contract/pages';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

describe.each(backends)('profile on %s', (backend) => {
  const t = useTestApp(backend);
  const profile = async (token: string) => {
    const reply = await t.call<ProfileReply>('GET', '/profile/data', { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const vote = (token: string, body: unknown) =>
    t.call<{ poll: Poll }>('POST', '/profile/data/polls/vote', { token, body });
  const votesOf = (poll: Poll) => Object.fromEntries(poll.options.map((o) => [o.id, o.votes]));

  it('answers 401 without a token and 403 to the client, on every route', async () => {
    const client = await t.tokenOf('client');
    const body = { pollId: 'marvel-actor', option: 'rdj' };
    for (const [method, path] of [
      ['GET', '/profile/data'],
      ['GET', '/profile/data/posts?page=2'],
      ['POST', '/profile/data/polls/vote'],
    ] as const) {
      const options = method === 'POST' ? { body } : {};
      expect((await t.call(method, path, options)).status, path).toBe(401);
      expect((await t.call(method, path, { ...options, token: client })).status, path).toBe(403);
    }
  });

  it('heads the page with the signed-in user, and the samples around', async () => {
    const reply = await profile(await t.tokenOf('admin'));
    expect(reply.header).toMatchObject({
      username: 'John Doe',
      designation: 'Admin',
      avatar: '/assets/images/portrait/avatar-admin.svg',
    });
    expect(reply.header.coverImg).toMatch(/^data:image\/svg\+xml,/);
    expect(reply.userAbout.email).toBe('admin@demo.com');
    expect(Date.parse(reply.userAbout.joined)).toBeLessThanOrEqual(Date.now());
    expect(reply.suggestedPages).toHaveLength(6);
    expect(reply.twitterFeeds).toHaveLength(3);
    expect(reply.post).toHaveLength(3);
    expect(reply.latestPhotos).toHaveLength(9);
    expect(reply.suggestions).toHaveLength(6);
    expect(reply.polls).toHaveLength(2);
    expect(reply.polls[0]?.question).toBe('Who is the best actor in Marvel Cinematic Universe?');
    expect(reply.polls[0]?.myChoice).toBeNull();
  });

  it('shows a new account its own name (the username while no full name is set) and no avatar', async () => {
    const before = Date.now();
    const fresh = await t.signUp('profile_fresh');
    const reply = await profile(fresh.token);
    expect(reply.header).toMatchObject({
      username: 'profile_fresh',
      designation: 'Admin',
      avatar: '',
    });
    // Where they live is the account settings' country, which starts as the default 'USA'.
    expect(reply.userAbout).toMatchObject({
      email: 'profile_fresh@example.com',
      about: null,
      lives: 'USA',
      website: null,
    });
    expect(Date.parse(reply.userAbout.joined)).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('pages the feed three at a time; past the end is empty; a bad page is a 400', async () => {
    const token = await t.tokenOf('admin');
    const page = async (n: string) => {
      const reply = await t.call<ProfilePostsReply>('GET', `/profile/data/posts?page=${n}`, {
        token,
      });
      return reply;
    };
    const first = (await profile(token)).post.map((p) => p.id);
    const one = await page('1');
    expect(one.body.posts.map((p) => p.id)).toEqual(first);
    expect(one.body.total).toBe(7);
    expect((await page('2')).body.posts.map((p) => p.id)).toEqual([4, 5, 6]);
    expect((await page('3')).body.posts.map((p) => p.id)).toEqual([7]);
    expect((await page('4')).body).toEqual({ posts: [], total: 7 });
    const bad = await page('0');
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as { error: object }).error)).toEqual(['page']);
    expect((await page('two')).status).toBe(400);
  });

  it('counts a vote, moves it on a second vote, and keeps it for the next visit', async () => {
    const voter = await t.signUp('poll_voter');
    const before = (await profile(voter.token)).polls[0] as Poll;
    const counts = votesOf(before);

    const first = await vote(voter.token, { pollId: 'marvel-actor', option: 'ruffalo' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.poll.myChoice).toBe('ruffalo');
    expect(votesOf(first.body.poll)).toEqual({ ...counts, ruffalo: (counts.ruffalo ?? 0) + 1 });
    expect(first.body.poll.totalVotes).toBe(before.totalVotes + 1);

    const moved = await vote(voter.token, { pollId: 'marvel-actor', option: 'evans' });
    expect(moved.body.poll.myChoice).toBe('evans');
    expect(votesOf(moved.body.poll)).toEqual({ ...counts, evans: (counts.evans ?? 0) + 1 });
    expect(moved.body.poll.totalVotes).toBe(before.totalVotes + 1);

    const again = await vote(voter.token, { pollId: 'marvel-actor', option: 'evans' });
    expect(again.body.poll.totalVotes).toBe(before.totalVotes + 1);

    const later = await profile(voter.token);
    expect(later.polls[0]?.myChoice).toBe('evans');
    expect(later.polls[1]?.myChoice).toBeNull();
  });

  it('shows everyone the counts but each their own choice', async () => {
    const one = await t.signUp('poll_one');
    const two = await t.signUp('poll_two');
    const before = (await profile(two.token)).polls[1] as Poll;
    await vote(one.token, { pollId: 'next-feature', option: 'audit-log' });
    const seen = (await profile(two.token)).polls[1] as Poll;
    expect(seen.myChoice).toBeNull();
    expect(votesOf(seen)['audit-log']).toBe((votesOf(before)['audit-log'] ?? 0) + 1);
  });

  it('refuses an unknown poll (404), an unknown option or a missing field (400), counting nothing', async () => {
    const voter = await t.signUp('poll_wrong');
    const token = voter.token;
    const before = (await profile(token)).polls;

    const unknownPoll = await vote(token, { pollId: 'best-pizza', option: 'rdj' });
    expect(unknownPoll.status).toBe(404);
    expect(unknownPoll.body).toEqual({ error: 'There is no poll with this id' });

    const unknownOption = await vote(token, { pollId: 'marvel-actor', option: 'thanos' });
    expect(unknownOption.status).toBe(400);
    expect(unknownOption.body).toEqual({ error: { option: ['This poll has no such option'] } });

    const missing = await vote(token, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: { pollId: ['Choose a poll'], option: ['Choose an option'] },
    });
    expect((await vote(token, { pollId: '  ', option: 'rdj' })).status).toBe(400);
    expect((await vote(token, { pollId: 'x'.repeat(51), option: 'rdj' })).status).toBe(400);
    expect((await vote(token, 'not json')).status).toBe(400);

    expect((await profile(token)).polls).toEqual(before);
  });
});
