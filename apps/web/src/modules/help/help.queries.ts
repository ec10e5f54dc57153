import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '../../lib/http';

/**
 * Every key starts with the module id, and holds the language: the API answers in the reader's
 * (lib/http.ts sends it), so switching language asks again. The content is static: it stays fresh
 * for the session.
 */
export const helpKeys = {
  all: ['help'] as const,
  faq: (language: string, q: string) => [...helpKeys.all, language, 'faq', q] as const,
  knowledgeBase: (language: string) => [...helpKeys.all, language, 'knowledge-base'] as const,
  category: (language: string, category: string) =>
    [...helpKeys.all, language, 'category', category] as const,
  question: (language: string, category: string, question: string) =>
    [...helpKeys.all, language, 'question', category, question] as const,
};

const staticContent = { staleTime: Infinity } as const;

/** The category or question named by the URL does not exist (a slug too long to be one is a 400). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const faqQuery = (language: string, q: string) =>
  queryOptions({
    ...staticContent,
    queryKey: helpKeys.faq(language, q),
    queryFn: ({ signal }) => unwrap(api.GET('/faq/data', { params: { query: { q } }, signal })),
    // The categories stay on screen while the next search (or language) loads.
    placeholderData: keepPreviousData,
  });

export const knowledgeBaseQuery = (language: string) =>
  queryOptions({
    ...staticContent,
    queryKey: helpKeys.knowledgeBase(language),
    queryFn: ({ signal }) => unwrap(api.GET('/faq/data/knowledge_base', { signal })),
  });

export const kbCategoryQuery = (language: string, category: string) =>
  queryOptions({
    ...staticContent,
    queryKey: helpKeys.category(language, category),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/faq/data/category', { params: { query: { category } }, signal })),
  });

export const kbQuestionQuery = (language: string, category: string, question: string) =>
  queryOptions({
    ...staticContent,
    queryKey: helpKeys.question(language, category, question),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/faq/data/question', { params: { query: { category, question } }, signal })),
  });
