import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault } from '../../../lib/search-params';
import { ProfilePage } from '../../../modules/pages/profile/profile-page';
import { profileTabs } from '../../../modules/pages/profile/profile-tabs';

// The tab is in the address, so a reload or a shared link opens it; the feed is the default.
const searchSchema = z.object({ tab: orDefault(z.enum(profileTabs), 'feed') });

export const Route = createFileRoute('/_app/pages/profile')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ tab: 'feed' })] },
  beforeLoad: () => requireAbility('read', 'Page'),
  component: ProfilePage,
});
