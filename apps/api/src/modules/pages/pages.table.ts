import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The profile polls' votes: one per account and poll, so voting again moves it. The polls and their
 * options are sample content in code (profile.samples.ts); a vote naming an option that is gone is
 * not counted. The foreign key to accounts (a deleted account takes its votes) is added by hand in
 * the `pages` migration, because modules never import each other's tables.
 */
export const pollVotes = pgTable(
  'poll_votes',
  {
    accountId: integer('account_id').notNull(),
    pollId: text('poll_id').notNull(),
    option: text().notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.pollId] }),
    // The counts per option are read off this index alone.
    index('poll_votes_poll_option_idx').on(t.pollId, t.option),
  ],
);
