import type { ApiModule } from '../../lib/module';
import { type SearchSources, searchRoutes } from './search.routes';
import * as tables from './search.table';

declare module '../../lib/module' {
  interface Contributions {
    /** A module's group of the quick search: the invoices' files, the users list's contacts. */
    search: Partial<SearchSources>;
  }
}

const nothing: SearchSources = {
  invoices: () => Promise.resolve([]),
  users: () => Promise.resolve([]),
  sensors: () => Promise.resolve([]),
  files: () => Promise.resolve([]),
};

/** The quick search (pages, files, contacts) and the bookmarks. */
export const searchModule: ApiModule = {
  id: 'search',
  routes: ({ contributions }) =>
    searchRoutes(
      contributions('search').reduce<SearchSources>((all, part) => ({ ...all, ...part }), nothing),
    ),
  tables,
  audit: { bookmarks: null },
};
