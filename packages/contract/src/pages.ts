import { z } from 'zod';
import { pageSchema } from './common';
import { pagesMessages, pollIdMax, pricingPlanKeys } from './pages-values';

export * from './pages-values';

// ---------------------------------------------------------------------------------------------
// Pricing

export const pricingPlanSchema = z
  .object({
    title: z.string(),
    img: z.string().meta({ description: 'An illustration: a URL or a data URL' }),
    subtitle: z.string(),
    monthlyPrice: z.number().meta({ description: 'US dollars per month, billed monthly' }),
    yearlyPlan: z.object({
      perMonth: z.number().meta({ description: 'US dollars per month, billed yearly' }),
      totalAnnual: z.number().meta({ description: 'US dollars per year' }),
    }),
    planBenefits: z.array(z.string()),
    popular: z.boolean(),
  })
  .meta({ id: 'PricingPlan' });
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const questionAnswerSchema = z.object({ question: z.string(), ans: z.string() });
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

export const pricingReplySchema = z.object({
  basicPlan: pricingPlanSchema,
  standardPlan: pricingPlanSchema,
  enterprisePlan: pricingPlanSchema,
  qandA: z.array(questionAnswerSchema),
  currentPlan: z.enum(pricingPlanKeys).meta({
    description:
      "Added to the kept API: the signed-in account's plan on this page (basic; team and company are standard; enterprise)",
  }),
});
export type PricingReply = z.infer<typeof pricingReplySchema>;

// ---------------------------------------------------------------------------------------------
// Profile: the signed-in user's header and about, sample content around

const person = { avatar: z.string(), username: z.string() };

export const profileHeaderSchema = z.object({
  avatar: z.string().meta({ description: "The user's avatar; empty when they have none" }),
  username: z.string().meta({ description: "The user's full name (their username when unset)" }),
  designation: z.string().meta({ description: "The user's role, e.g. Admin" }),
  coverImg: z.string(),
});

export const profileAboutSchema = z.object({
  about: z.string().nullable().meta({ description: 'The bio of their account settings' }),
  joined: z.iso.datetime().meta({ description: 'When the account was made (ISO, UTC)' }),
  lives: z.string().nullable().meta({ description: 'The country of their account settings' }),
  email: z.string(),
  website: z.string().nullable(),
});

export const suggestedPageSchema = z.object({
  ...person,
  subtitle: z.string(),
  favorite: z.boolean(),
});

export const twitterFeedSchema = z.object({
  imgUrl: z.string(),
  title: z.string(),
  id: z.string().meta({ description: 'The handle, without @' }),
  desc: z.string(),
  favorite: z.boolean(),
  tags: z.string(),
});

export const profileCommentSchema = z.object({
  ...person,
  comment: z.string(),
  commentsLikes: z.number().int(),
  youLiked: z.boolean(),
});

export const profilePostSchema = z
  .object({
    id: z.number().int(),
    ...person,
    postTime: z.iso.datetime(),
    postText: z.string(),
    postImg: z.string().nullable(),
    likes: z.number().int(),
    youLiked: z.boolean(),
    comments: z.number().int(),
    share: z.number().int(),
    likedUsers: z.array(z.object(person)),
    likedCount: z.number().int(),
    detailedComments: z.array(profileCommentSchema),
  })
  .meta({ id: 'ProfilePost' });
export type ProfilePost = z.infer<typeof profilePostSchema>;

export const pollOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  votes: z.number().int(),
  voters: z.array(z.object(person)).meta({ description: 'A few of the voters, for avatars' }),
});

export const pollSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    options: z.array(pollOptionSchema),
    totalVotes: z.number().int(),
    myChoice: z.string().nullable().meta({ description: "The caller's option, or null" }),
  })
  .meta({ id: 'Poll' });
export type Poll = z.infer<typeof pollSchema>;

export const profileReplySchema = z.object({
  header: profileHeaderSchema,
  userAbout: profileAboutSchema,
  suggestedPages: z.array(suggestedPageSchema),
  twitterFeeds: z.array(twitterFeedSchema),
  post: z.array(profilePostSchema).meta({ description: 'The first page of the feed' }),
  latestPhotos: z.array(z.object({ img: z.string() })),
  suggestions: z.array(z.object({ ...person, mutualFriends: z.number().int() })),
  polls: z.array(pollSchema),
});
export type ProfileReply = z.infer<typeof profileReplySchema>;

export const profilePostsQuerySchema = z.object({ page: pageSchema });
export const profilePostsReplySchema = z.object({
  posts: z.array(profilePostSchema),
  total: z.number().int(),
});
export type ProfilePostsReply = z.infer<typeof profilePostsReplySchema>;

const pollKey = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(pollIdMax, `At most ${pollIdMax} characters`);

export const pollVoteBodySchema = z.object({
  pollId: pollKey(pagesMessages.pollRequired),
  option: pollKey(pagesMessages.optionRequired),
});
export type PollVoteBody = z.infer<typeof pollVoteBodySchema>;
export const pollReplySchema = z.object({ poll: pollSchema });
