import type { MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import {
  closeQuickSearch,
  installQuickSearchKeys,
  quickSearchState,
  registerQuickSearchHost,
  subscribeQuickSearch,
} from './quick-search-keys';
import { searchCan } from './search-can';

/** The palette (Mantine Spotlight and its styles): asked for on first use, or ahead of it. */
export const loadPalette = () => import('./search-palette');
const SearchPalette = lazy(() =>
  loadPalette().then(
    (module) => ({ default: module.SearchPalette }),
    (error: unknown) => {
      // No palette will take the keys: give them back to the page.
      closeQuickSearch();
      throw error;
    },
  ),
);

/**
 * The quick search's palette, in the shell whatever its navbar shows (hidden, or without its
 * extras yet): Ctrl+K, "/" and the navbar's button open it. Nothing is drawn, and no code loaded,
 * until it is first opened.
 */
export function QuickSearch() {
  const allowed = useAbility<MongoAbility>().can(searchCan.action, searchCan.subject);
  const opened = useSyncExternalStore(subscribeQuickSearch, () => quickSearchState().opened);
  // Mounted once opened, then kept: the query and its answers stay cached for the next time.
  const [used, setUsed] = useState(false);
  if (opened && allowed && !used) setUsed(true);

  useEffect(() => {
    if (!allowed) {
      closeQuickSearch();
      return;
    }
    installQuickSearchKeys();
    return registerQuickSearchHost();
  }, [allowed]);

  if (!used || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <SearchPalette opened={opened} onClose={closeQuickSearch} />
    </Suspense>
  );
}
