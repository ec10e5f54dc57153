import type { Poll, PricingPlan, PricingReply, ProfilePost } from '@beacon/contract/pages';

// Replies as the API sends them, for the module's tests.

const plan = (title: string, monthly: number, perMonth: number, popular = false): PricingPlan => ({
  title,
  img: '',
  subtitle: `${title} subtitle`,
  monthlyPrice: monthly,
  yearlyPlan: { perMonth, totalAnnual: perMonth * 12 },
  planBenefits: [1, 2, 3, 4, 5].map((n) => `${title} benefit ${n}`),
  popular,
});

export const testPricing = (currentPlan: PricingReply['currentPlan']): PricingReply => ({
  basicPlan: plan('Basic', 0, 0),
  standardPlan: plan('Standard', 49, 40, true),
  enterprisePlan: plan('Enterprise', 99, 80),
  qandA: [{ question: 'Does it renew?', ans: 'Every month.' }],
  currentPlan,
});

export const testPoll = (myChoice: string | null = null, extra = 0): Poll => {
  const options = [
    { id: 'tea', name: 'Tea', votes: 3, voters: [] },
    { id: 'coffee', name: 'Coffee', votes: 1 + extra, voters: [] },
  ];
  return {
    id: 'drinks',
    question: 'Tea or coffee?',
    options,
    totalVotes: options.reduce((sum, o) => sum + o.votes, 0),
    myChoice,
  };
};

export const testPost = (id: number): ProfilePost => ({
  id,
  avatar: '',
  username: `Author ${id}`,
  postTime: '2026-03-01T10:00:00Z',
  postText: `Post number ${id}`,
  postImg: null,
  likes: 10,
  youLiked: false,
  comments: 2,
  share: 1,
  likedUsers: [],
  likedCount: 10,
  detailedComments: [],
});
