import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
} from '@tanstack/react-query';
import type { BlogListQuery } from '@beacon/contract/blog';
import { blogCommentsPageSize } from '@beacon/contract/blog-values';
import type { ApiBody } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';

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
    queryFn: ({ signal }) => unwrap(api.GET('/blog/list/data', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const blogSidebarQuery = () =>
  queryOptions({
    queryKey: blogKeys.sidebar(),
    queryFn: ({ signal }) => unwrap(api.GET('/blog/list/data/sidebar', { signal })),
  });

/** One post, or without an id the newest published one. */
export const blogDetailQuery = (id?: number) =>
  queryOptions({
    queryKey: blogKeys.detail(id ?? 'newest'),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/blog/list/data/detail', { params: { query: { id } }, signal })),
  });

/** A post's comments, the newest first, a page at a time ("Show more comments"). */
export const blogCommentsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: blogKeys.comments(id),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/blog/list/data/detail/comments', {
          params: { query: { id, page: pageParam, perPage: blogCommentsPageSize } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * blogCommentsPageSize < last.total ? pages.length + 1 : undefined,
  });

export const blogEditQuery = (id?: number) =>
  queryOptions({
    queryKey: blogKeys.edit(id ?? 'newest'),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/blog/list/data/edit', { params: { query: { id } }, signal })),
  });

/** After any write every view of the blog reloads: counts, lists and the sidebar all move. */
const write = <TInput, TReply>(request: (input: TInput) => Promise<TReply>) =>
  function useWrite() {
    return useMutation({ mutationFn: request, meta: { invalidates: [blogKeys.all] } });
  };

export const useAddComment = write((body: ApiBody<'/blog/list/data/detail/comments', 'post'>) =>
  unwrap(api.POST('/blog/list/data/detail/comments', { body })),
);

export const useSavePost = write(
  ({ id, body }: { id?: number; body: ApiBody<'/blog/list/data/edit', 'post'> }) =>
    id === undefined
      ? unwrap(api.POST('/blog/list/data/edit', { body }))
      : unwrap(api.PUT('/blog/list/data/edit/{id}', { params: { path: { id } }, body })),
);
