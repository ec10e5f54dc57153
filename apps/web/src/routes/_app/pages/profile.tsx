import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { oneOf, orDefault, searchOf } from '../../../lib/search-params';
import { ProfilePage } from '../../../modules/pages/profile/profile-page';
import { profileTabs } from '../../../modules/pages/profile/profile-tabs';

// The tab is in the address, so a reload or a shared link opens it; the feed is the default.
const validateSearch = searchOf({ tab: orDefault(oneOf(profileTabs), 'feed') });

export const Route = createFileRoute('/_app/pages/profile')({
  validateSearch,
  search: { middlewares: [stripSearchParams({ tab: 'feed' })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: ProfilePage,
});
