import type { Poll } from '@beacon/contract/pages';
import type { Db } from '../../db/client';
import { choicesOf, voteCounts } from './profile.repo';
import { type SamplePoll, samplePerson, samplePolls } from './profile.samples';

export const findPoll = (id: string): SamplePoll | undefined =>
  samplePolls.find((poll) => poll.id === id);

/** The polls as this account sees them: the samples' votes plus the stored ones, and its choice. */
export async function pollsFor(
  db: Db,
  accountId: number,
  polls: SamplePoll[] = samplePolls,
): Promise<Poll[]> {
  const ids = polls.map((poll) => poll.id);
  const [counts, choices] = await Promise.all([voteCounts(db, ids), choicesOf(db, accountId, ids)]);
  return polls.map((poll) => {
    const stored = counts.get(poll.id);
    const options = poll.options.map((option) => ({
      id: option.id,
      name: option.name,
      votes: option.votes + (stored?.get(option.id) ?? 0),
      voters: option.voters.map(samplePerson),
    }));
    const choice = choices.get(poll.id);
    return {
      id: poll.id,
      question: poll.question,
      options,
      totalVotes: options.reduce((sum, option) => sum + option.votes, 0),
      // A vote for an option the poll no longer has counts as no vote.
      myChoice: choice !== undefined && options.some((o) => o.id === choice) ? choice : null,
    };
  });
}
