import { ability } from '../../lib/ability';
import { session } from '../../lib/session';
import { appRouter } from '../../router';
import { installQuickSearchKeys } from './quick-search-keys';
import { searchCan } from './search-can';

/**
 * Ctrl+K from the app's first moment: before the shell has mounted the palette's host, the keys
 * are kept when the address is a page of the shell and the user may search.
 */
export function startQuickSearchKeys(): void {
  installQuickSearchKeys(
    () =>
      session.isSignedIn() &&
      ability.can(searchCan.action, searchCan.subject) &&
      appRouter()
        .getMatchedRoutes(window.location.pathname)[0]
        .some((route) => route.id === '/_app'),
  );
}
