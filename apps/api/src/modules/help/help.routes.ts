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
import { callerLanguage } from '../../lib/language';
import { badInput, bearerSecurity, guardedReplies, json } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { searchFaq } from './help.faq';
import { helpTranslation } from './help.i18n';
import { categoryGroups, kbCatalog, knowledgeBase, questionPage } from './help.knowledge-base';

// Static help content: no table. Reading it is a page of the admin's.
// Every reply is in the caller's Accept-Language (en, fr, de, pt, ar), English for any other.
const guarded = { tags: ['FAQ & Knowledge base'], security: bearerSecurity };
const inLanguage =
  'Written in the first language of `Accept-Language` among en, fr, de, pt and ar; English otherwise. Slugs, ids, icons and dates are the same in every language.';

const faqRoute = createRoute({
  ...guarded,
  method: 'get',
  middleware: [requires('read', 'Page')] as const,
  path: '/faq/data',
  summary: 'FAQ: the five categories, their questions matching q',
  description:
    'Always all five categories (payment, delivery, cancellationReturn, myOrders, productServices). `q` is matched without case against the questions only, in the reply’s language; a category without a match has `qandA: []`. ' +
    inLanguage,
  request: { query: faqQuerySchema },
  responses: { 200: json(faqReplySchema, 'The categories'), ...badInput, ...guardedReplies },
});

const knowledgeBaseRoute = createRoute({
  ...guarded,
  method: 'get',
  middleware: [requires('read', 'Page')] as const,
  path: '/faq/data/knowledge_base',
  summary: 'Knowledge base: the six categories',
  description: inLanguage,
  responses: { 200: json(knowledgeBaseReplySchema, 'The categories'), ...guardedReplies },
});

const categoryRoute = createRoute({
  ...guarded,
  method: 'get',
  middleware: [requires('read', 'Page')] as const,
  path: '/faq/data/category',
  summary: "Knowledge base: a category's question groups (`?category=sales-automation`)",
  description: inLanguage,
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
  description: inLanguage,
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
    .openapi(faqRoute, async (c) => {
      const translation = await helpTranslation(callerLanguage(c));
      return c.json(searchFaq(c.req.valid('query').q, translation), 200);
    })
    .openapi(knowledgeBaseRoute, async (c) => {
      const catalog = kbCatalog(await helpTranslation(callerLanguage(c)));
      return c.json(knowledgeBase(catalog), 200);
    })
    .openapi(categoryRoute, async (c) => {
      const catalog = kbCatalog(await helpTranslation(callerLanguage(c)));
      const groups = categoryGroups(c.req.valid('query').category, catalog);
      if (!groups) throw notFound(helpMessages.categoryNotFound);
      return c.json(groups, 200);
    })
    .openapi(questionRoute, async (c) => {
      const catalog = kbCatalog(await helpTranslation(callerLanguage(c)));
      const { category, question } = c.req.valid('query');
      if (category !== undefined && !categoryGroups(category, catalog))
        throw notFound(helpMessages.categoryNotFound);
      const page = questionPage(category, question, catalog);
      if (!page) throw notFound(helpMessages.questionNotFound);
      return c.json(page, 200);
    });
}
