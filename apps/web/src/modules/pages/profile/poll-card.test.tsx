import type { PollVoteBody, ProfileReply } from '@beacon/contract/pages';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { queryClient } from '../../../lib/query';
import { profileQuery } from '../pages.queries';
import { testPoll } from '../test-pages';
import { PollCard } from './poll-card';

/** The poll as the profile page has it: from the cached profile, which a vote updates. */
function CachedPoll() {
  const profile = useQuery({ ...profileQuery, enabled: false });
  const poll = profile.data?.polls[0];
  return poll ? <PollCard poll={poll} /> : null;
}

const cacheProfile = (poll = testPoll()) =>
  queryClient.setQueryData(profileQuery.queryKey, { polls: [poll] } as ProfileReply);

describe('poll card', () => {
  it('asks for a choice first, then votes and shows the shares with the vote marked', async () => {
    signInAs('admin');
    const server = mockApi({
      'POST /profile/data/polls/vote': ({ body }) => ({
        poll: testPoll((body as PollVoteBody).option, 1),
      }),
    });
    cacheProfile();
    const { user } = await renderWithProviders(<CachedPoll />);

    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByText('Choose an option first')).toBeVisible();
    expect(server.calls).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(server.callsTo('POST /profile/data/polls/vote')[0]?.body).toEqual({
      pollId: 'drinks',
      option: 'coffee',
    });
    expect(await screen.findByText('Your vote')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Coffee: 2 votes' })).toBeVisible();
    expect(screen.getAllByText('40%')).toHaveLength(1);
    expect(screen.getByText('60%')).toBeVisible();
    expect(screen.getByText('5 votes in all')).toBeVisible();
  });

  it('lets the vote be changed, and says so when the poll is gone', async () => {
    signInAs('admin');
    mockApi({ 'POST /profile/data/polls/vote': json({ error: 'There is no poll' }, 404) });
    const { user } = await renderWithProviders(<PollCard poll={testPoll('tea')} />);
    await user.click(screen.getByRole('button', { name: 'Change vote' }));
    expect(screen.getByRole('radio', { name: 'Tea' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('This poll is no longer available.')).toBeVisible();
  });
});
