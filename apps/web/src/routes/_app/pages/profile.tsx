import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { oneOf, searchWithDefaults } from '../../../lib/search-params';
import { ProfilePage } from '../../../modules/pages/profile/profile-page';
import { profileTabs } from '../../../modules/pages/profile/profile-tabs';

// The tab is in the address, so a reload or a shared link opens it; the feed is the default.
const search = searchWithDefaults({ tab: oneOf(profileTabs) }, { tab: 'feed' });

export const Route = createFileRoute('/_app/pages/profile')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Page'),
  component: ProfilePage,
});
