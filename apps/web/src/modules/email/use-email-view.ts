import { getRouteApi, useParams } from '@tanstack/react-router';
import type { EmailsListQuery } from '@beacon/contract/email';
import {
  type EmailLabel,
  type EmailView,
  emailLabels,
  emailPageSize,
  emailViews,
} from '@beacon/contract/email-values';
import { useSearchHere } from '../../lib/use-list-search';

// The screen's state lives in the URL (validated by the routes); this module only reads and writes it.
const route = getRouteApi('/_app/apps/email');

/** The search part of the URL, as the route validated it. */
export interface EmailSearch {
  q: string;
  /** Absent on the first page, and with a cursor whose page number is not known. */
  page?: number;
  /** Where the page starts: `last`, or a cursor the last reply gave. */
  cursor?: string;
  mail?: number;
}

/** The views the sidebar's folder links lead to (`all` is the label views' folder). */
export type EmailFolderView = Exclude<EmailView, 'all'>;

const isFolderView = (value: unknown): value is EmailFolderView =>
  value !== 'all' && emailViews.some((view) => view === value);
const isLabel = (value: unknown): value is EmailLabel =>
  emailLabels.some((label) => label === value);

/**
 * What the list shows: the sidebar's folder or label (path), the search and the page (query: a
 * cursor, and the page number shown), as the API's list query; and a setter for the query part.
 */
export function useEmailView() {
  const search: EmailSearch = route.useSearch();
  // The child routes checked these already; narrowing again keeps the types honest.
  const params = useParams({ strict: false });
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
  // The folder or label is in the path: a change of search stays on it.
  const update = useSearchHere<EmailSearch>();
  return { search, query, folder: label ? undefined : folder, label, update };
}

export type EmailViewState = ReturnType<typeof useEmailView>;
