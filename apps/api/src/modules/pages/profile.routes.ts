import { createRoute } from '@hono/zod-openapi';
import {
  pagesMessages,
  pollReplySchema,
  pollVoteBodySchema,
  profilePostsPageSize,
  profilePostsQuerySchema,
  profilePostsReplySchema,
  profileReplySchema,
  type ProfileReply,
} from '@beacon/contract/pages';
import { errorReplySchema } from '@beacon/contract/common';
import { badRequest, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import type { ProfileFacts, ProfileOf } from './pages.deps';
import { findPoll, pollsFor } from './profile.polls';
import { castVote } from './profile.repo';
import {
  coverImg,
  latestPhotos,
  profilePosts,
  suggestedPages,
  suggestions,
  twitterFeeds,
} from './profile.samples';

const tags = ['Pages'];
const guarded = { tags, security: bearerSecurity } as const;

const profileRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/profile/data',
  summary: 'The profile page: the caller’s header and about, and sample content around them',
  middleware: [requires('read', 'Page')] as const,
  responses: {
    200: json(profileReplySchema, 'The profile'),
    404: json(errorReplySchema, pagesMessages.profileNotFound),
    ...guardedReplies,
  },
});

const postsRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/profile/data/posts',
  summary: `The profile's feed, ${profilePostsPageSize} posts a page ("Load more")`,
  description: 'Page 1 is the profile reply’s `post`; a page past the end is empty.',
  middleware: [requires('read', 'Page')] as const,
  request: { query: profilePostsQuerySchema },
  responses: { 200: json(profilePostsReplySchema, 'A page'), ...badInput, ...guardedReplies },
});

const voteRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/profile/data/polls/vote',
  summary: 'Vote in a poll: one vote per account and poll, voting again moves it',
  description: 'A vote is the caller’s own, like reading the page: `read Page` is all it needs.',
  middleware: [requires('read', 'Page')] as const,
  request: { body: jsonBody(pollVoteBodySchema) },
  responses: {
    200: json(pollReplySchema, 'The poll with its counts and the caller’s choice'),
    ...badInput,
    404: json(errorReplySchema, pagesMessages.pollNotFound),
    ...guardedReplies,
  },
});

/** "admin" → "Admin", "restricted-user" → "Restricted User": the role as a job title. */
const designationOf = (role: string) =>
  role
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** An optional text of the account settings: absent or blank is null, not an invented value. */
const optional = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

export function headerAndAbout(facts: ProfileFacts): Pick<ProfileReply, 'header' | 'userAbout'> {
  return {
    header: {
      avatar: facts.avatar ?? '',
      username: facts.fullName.trim() || facts.username,
      designation: designationOf(facts.role),
      coverImg,
    },
    userAbout: {
      about: optional(facts.bio),
      joined: new Date(facts.joinedAt).toISOString(),
      lives: optional(facts.country),
      email: facts.email,
      website: optional(facts.website),
    },
  };
}

const postsPage = (page: number) =>
  profilePosts.slice((page - 1) * profilePostsPageSize, page * profilePostsPageSize);

export function profileRoutes({ profileOf }: { profileOf: ProfileOf }) {
  return createRouter()
    .openapi(profileRoute, async (c) => {
      const { db, principal } = c.var;
      const facts = await profileOf(db, principal.id);
      if (!facts) throw notFound(pagesMessages.profileNotFound);
      const reply: ProfileReply = {
        ...headerAndAbout(facts),
        suggestedPages,
        twitterFeeds,
        post: postsPage(1),
        latestPhotos,
        suggestions,
        polls: await pollsFor(db, principal.id),
      };
      return c.json(reply, 200);
    })
    .openapi(postsRoute, (c) => {
      const { page } = c.req.valid('query');
      return c.json({ posts: postsPage(page), total: profilePosts.length }, 200);
    })
    .openapi(voteRoute, async (c) => {
      const { db, principal } = c.var;
      const { pollId, option } = c.req.valid('json');
      const poll = findPoll(pollId);
      if (!poll) throw notFound(pagesMessages.pollNotFound);
      if (!poll.options.some((o) => o.id === option))
        throw badRequest({ option: [pagesMessages.optionUnknown] });
      await castVote(db, principal.id, pollId, option);
      const [updated] = await pollsFor(db, principal.id, [poll]);
      if (!updated) throw notFound(pagesMessages.pollNotFound);
      return c.json({ poll: updated }, 200);
    });
}
