// The pages module's fixed values without zod (pricing, profile, the misc pages), for code that
// must stay small: the web app's route files; pages.ts re-exports all of this.

/** The three plans of the pricing page, in the order of their cards. */
export const pricingPlanKeys = ['basic', 'standard', 'enterprise'] as const;
export type PricingPlanKey = (typeof pricingPlanKeys)[number];

/** Posts per "Load more" of the profile's feed; the first page is the reply's `post` (3). */
export const profilePostsPageSize = 3;

/** Ids of a poll and of its options: a short slug. */
export const pollIdMax = 50;

export const pagesMessages = {
  pollRequired: 'Choose a poll',
  optionRequired: 'Choose an option',
  pollNotFound: 'There is no poll with this id',
  optionUnknown: 'This poll has no such option',
  profileNotFound: 'There is no profile for this account',
} as const;
