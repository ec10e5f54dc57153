import { createRoute } from '@hono/zod-openapi';
import { errorReplySchema } from '@beacon/contract/common';
import {
  faqQuerySchema,
  faqReplySchema,
  helpMessages,
  kbCategoryQuerySchema,
  kbCategoryReplySchema,
  kbQuestionQuerySchema,
  kbQuestionReplySchema,
  knowledgeBaseReplySchema,
} from '@beacon/contract/help';
import { notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { searchFaq } from './help.faq';
import { categoryGroups, knowledgeBase, questionPage } from './help.knowledge-base';

// Static help content (REFERENCE §3.12): no table. Reading it is a page of the admin's (SPEC §6).
const guarded = { tags: ['FAQ & Knowledge base'], security: bearerSecurity };

const faqRoute = createRoute({
  ...guarded,
  method: 'get',
  middleware: [requires('read', 'Page')] as const,
  path: '/faq/data',
  summary: 'FAQ: the five categories, their questions matching q',
  description:
    'Always all five categories (payment, delivery, cancellationReturn, myOrders, productServices). `q` is matched without case against the questions only; a category without a match has `qandA: []`.',
  request: { query: faqQuerySchema },
  responses: { 200: json(faqReplySchema, 'The categories'), ...badInput, ...guardedReplies },
});

const knowledgeBaseRoute = createRoute({
  ...guarded,
  method: 'get',
  middleware: [requires('read', 'Page')] as const,
  path: '/faq/data/knowledge_base',
  summary: 'Knowledge base: the six categories',
  responses: { 200: json(knowledgeBaseReplySchema, 'The categories'), ...guardedReplies },
});

const categoryRoute = createRoute({
  ...guarded,
  method: 'get',
  middleware: [requires('read', 'Page')] as const,
  path: '/faq/data/category',
  summary: "Knowledge base: a category's question groups (`?category=sales-automation`)",
  request: { query: kbCategoryQuerySchema },
  responses: {
    200: json(kbCategoryReplySchema, 'The groups with their question links'),
    ...badInput,
    404: json(errorReplySchema, helpMessages.categoryNotFound),
    ...guardedReplies,
  },
});

const questionRoute = createRoute({
  ...guarded,
  method: 'get',
  middleware: [requires('read', 'Page')] as const,
  path: '/faq/data/question',
  summary: 'Knowledge base: one question (`?category=api-questions&question=<slug>`)',
  request: { query: kbQuestionQuerySchema },
  responses: {
    200: json(kbQuestionReplySchema, 'The question page'),
    ...badInput,
    404: json(errorReplySchema, 'No such category, or no such question in it'),
    ...guardedReplies,
  },
});

export function helpRoutes() {
  return createRouter()
    .openapi(faqRoute, (c) => c.json(searchFaq(c.req.valid('query').q), 200))
    .openapi(knowledgeBaseRoute, (c) => c.json(knowledgeBase(), 200))
    .openapi(categoryRoute, (c) => {
      const groups = categoryGroups(c.req.valid('query').category);
      if (!groups) throw notFound(helpMessages.categoryNotFound);
      return c.json(groups, 200);
    })
    .openapi(questionRoute, (c) => {
      const { category, question } = c.req.valid('query');
      if (category !== undefined && !categoryGroups(category))
        throw notFound(helpMessages.categoryNotFound);
      const page = questionPage(category, question);
      if (!page) throw notFound(helpMessages.questionNotFound);
      return c.json(page, 200);
    });
}
