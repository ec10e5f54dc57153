import { lazy } from 'react';
import type { ModuleManifest } from '../../lib/manifest';
import { searchCan as can } from './search-can';

/**
 * Quick search and bookmarks: no menu entry, two navbar controls. The bookmarks
 * sit at the start of the bar; the search icon before the cart (a lower `order`). Both lazy.
 */
export const manifest: ModuleManifest = {
  id: 'search',
  section: 'misc',
  order: 10,
  menu: [],
  navbar: [
    {
      component: lazy(() =>
        import('./bookmarks-bar').then((module) => ({ default: module.BookmarksBar })),
      ),
      can,
      placement: 'start',
    },
    {
      component: lazy(() =>
        import('./search-button').then((module) => ({ default: module.SearchButton })),
      ),
      can,
    },
  ],
  auditResources: [{ resource: 'bookmarks', titleKey: 'search.auditResources.bookmarks' }],
};
