import type { EmailsListQuery } from '@beacon/contract/email';
import {
  type EmailLabel,
  type EmailView,
  emailLabels,
  emailPageSize,
  emailViews,
} from '@beacon/contract/email-values';
import type { QueryClient } from '@tanstack/react-query';
import { emailQuery, emailsQuery } from './email.queries';

/** The search part of the URL, as the route validated it. */
export interface EmailSearch {
  q: string;
  /** Absent on the first page, and with a cursor whose page number is not known. */
  page?: number | undefined;
  /** Where the page starts: `last`, or a cursor the last reply gave. */
  cursor?: string | undefined;
  mail?: number | undefined;
}

/** The views the sidebar's folder links lead to (`all` is the label views' folder). */
export type EmailFolderView = Exclude<EmailView, 'all'>;

const isFolderView = (value: unknown): value is EmailFolderView =>
  value !== 'all' && emailViews.some((view) => view === value);
const isLabel = (value: unknown): value is EmailLabel =>
  emailLabels.some((label) => label === value);

/**
 * What the list shows, from the address: the folder or label in its path, the search and the page
 * in its query, as the API's list query.
 */
export function emailListOf(search: EmailSearch, params: { folder?: string; label?: string }) {
  const label = isLabel(params.label) ? params.label : undefined;
  const folder: EmailFolderView = isFolderView(params.folder) ? params.folder : 'inbox';
  const query: EmailsListQuery = {
    q: search.q || undefined,
    // A label shows its mail wherever it is, but the trash (not the inbox only).
    folder: label ? 'all' : folder,
    label,
    page: search.page ?? 1,
    perPage: emailPageSize,
    cursor: search.cursor,
  };
  return { query, folder: label ? undefined : folder, label };
}

/** What a route's loader is given (TanStack Router's loader context, the part used here). */
interface Loading {
  context: { queryClient: QueryClient };
  deps: EmailSearch;
  params: { folder?: string; label?: string };
  /** A link hovered: opening a mail marks it read, which a hover must not. */
  preload: boolean;
}

/**
 * The routes' loaders ask for the list (and the open mail) while the page's code loads: the first
 * screen then draws once, with them. Not awaited: the page's queries (the same keys) take them.
 */
export function prefetchEmailView({ context, deps, params, preload }: Loading): void {
  void context.queryClient.prefetchQuery(emailsQuery(emailListOf(deps, params).query));
  if (deps.mail !== undefined && !preload)
    void context.queryClient.prefetchQuery(emailQuery(deps.mail));
}
