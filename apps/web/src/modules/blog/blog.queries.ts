import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  BlogCommentBodyInput,
  BlogCommentsReply,
  BlogComment,
  BlogDetailReply,
  BlogEdit,
  BlogListQuery,
  BlogListReply,
  BlogPostBodyInput,
  BlogSidebarReply,
} from '@beacon/contract/blog';
import { blogCommentsPageSize } from '@beacon/contract/blog-values';
import { api } from '../../lib/http';

/** Every key starts with the module id, so one invalidation reaches all of the module's views. */
export const blogKeys = {
  all: ['blog'] as const,
  list: (query: Partial<BlogListQuery>) => [...blogKeys.all, 'list', query] as const,
  sidebar: () => [...blogKeys.all, 'sidebar'] as const,
  /** `newest` is the post the API gives without an id. */
  detail: (id: number | 'newest') => [...blogKeys.all, 'detail', id] as const,
  comments: (id: number) => [...blogKeys.all, 'comments', id] as const,
  edit: (id: number | 'newest') => [...blogKeys.all, 'edit', id] as const,
};

export const blogListQuery = (query: Partial<BlogListQuery>) =>
  queryOptions({
    queryKey: blogKeys.list(query),
    queryFn: ({ signal }) => api<BlogListReply>('/blog/list/data', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const blogSidebarQuery = () =>
  queryOptions({
    queryKey: blogKeys.sidebar(),
    queryFn: ({ signal }) => api<BlogSidebarReply>('/blog/list/data/sidebar', { signal }),
  });

/** One post, or without an id the newest published one. */
export const blogDetailQuery = (id?: number) =>
  queryOptions({
    queryKey: blogKeys.detail(id ?? 'newest'),
    queryFn: ({ signal }) =>
      api<BlogDetailReply>('/blog/list/data/detail', { query: { id }, signal }),
  });

/** A post's comments, the newest first, a page at a time ("Show more comments"). */
export const blogCommentsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: blogKeys.comments(id),
    queryFn: ({ signal, pageParam }) =>
      api<BlogCommentsReply>('/blog/list/data/detail/comments', {
        query: { id, page: pageParam, perPage: blogCommentsPageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * blogCommentsPageSize < last.total ? pages.length + 1 : undefined,
  });

export const blogEditQuery = (id?: number) =>
  queryOptions({
    queryKey: blogKeys.edit(id ?? 'newest'),
    queryFn: ({ signal }) => api<BlogEdit>('/blog/list/data/edit', { query: { id }, signal }),
  });

/** After any write every view of the blog reloads: counts, lists and the sidebar all move. */
const write = <TInput, TReply>(request: (input: TInput) => Promise<TReply>) =>
  function useWrite() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: request,
      onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
    });
  };

export const useAddComment = write((body: BlogCommentBodyInput) =>
  api<{ comment: BlogComment }>('/blog/list/data/detail/comments', { method: 'POST', body }),
);

export const useSavePost = write(({ id, body }: { id?: number; body: BlogPostBodyInput }) =>
  id === undefined
    ? api<BlogEdit>('/blog/list/data/edit', { method: 'POST', body })
    : api<BlogEdit>(`/blog/list/data/edit/${id}`, { method: 'PUT', body }),
);
