import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FaqReply, KbCategory, KbGroup, KbQuestionReply } from '@beacon/contract/help';
import { ApiError, api } from '../../lib/http';

/** Every key starts with the module id. The content is static: it stays fresh for the session. */
export const helpKeys = {
  all: ['help'] as const,
  faq: (q: string) => [...helpKeys.all, 'faq', q] as const,
  knowledgeBase: () => [...helpKeys.all, 'knowledge-base'] as const,
  category: (category: string) => [...helpKeys.all, 'category', category] as const,
  question: (category: string, question: string) =>
    [...helpKeys.all, 'question', category, question] as const,
};

const staticContent = { staleTime: Infinity } as const;

/** The category or question named by the URL does not exist (a slug too long to be one is a 400). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const faqQuery = (q: string) =>
  queryOptions({
    ...staticContent,
    queryKey: helpKeys.faq(q),
    queryFn: ({ signal }) => api<FaqReply>('/faq/data', { query: { q }, signal }),
    // The categories stay on screen while the next search loads.
    placeholderData: keepPreviousData,
  });

export const knowledgeBaseQuery = () =>
  queryOptions({
    ...staticContent,
    queryKey: helpKeys.knowledgeBase(),
    queryFn: ({ signal }) => api<KbCategory[]>('/faq/data/knowledge_base', { signal }),
  });

export const kbCategoryQuery = (category: string) =>
  queryOptions({
    ...staticContent,
    queryKey: helpKeys.category(category),
    queryFn: ({ signal }) => api<KbGroup[]>('/faq/data/category', { query: { category }, signal }),
  });

export const kbQuestionQuery = (category: string, question: string) =>
  queryOptions({
    ...staticContent,
    queryKey: helpKeys.question(category, question),
    queryFn: ({ signal }) =>
      api<KbQuestionReply>('/faq/data/question', { query: { category, question }, signal }),
  });
