import { getRouteApi, useParams } from '@tanstack/react-router';
import { useSearchHere } from '../../lib/use-list-search';
import { type EmailSearch, emailListOf } from './email-list-query';

export type { EmailFolderView, EmailSearch } from './email-list-query';

// The screen's state lives in the URL (validated by the routes); this module only reads and writes it.
const route = getRouteApi('/_app/apps/email');

/**
 * What the list shows: the sidebar's folder or label (path), the search and the page (query: a
 * cursor, and the page number shown), as the API's list query; and a setter for the query part.
 */
export function useEmailView() {
  const search: EmailSearch = route.useSearch();
  // The child routes checked these already; emailListOf narrows again to keep the types honest.
  const { query, folder, label } = emailListOf(search, useParams({ strict: false }));
  // The folder or label is in the path: a change of search stays on it.
  const update = useSearchHere<EmailSearch>();
  return { search, query, folder, label, update };
}

export type EmailViewState = ReturnType<typeof useEmailView>;
