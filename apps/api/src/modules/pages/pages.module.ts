import type { ApiModule } from '../../lib/module';
import * as tables from './pages.table';
import { pricingRoutes } from './pricing.routes';
import { profileRoutes } from './profile.routes';

/** The pricing page (which marks the account's plan) and the profile page with its polls. */
export const pagesModule: ApiModule = {
  id: 'pages',
  routes: ({ service }) => [
    pricingRoutes({ planOf: (db, id) => service('accounts').planOf(db, id) }),
    profileRoutes({ profileOf: (db, id) => service('profiles')(db, id) }),
  ],
  tables,
  // The pages, the blog, the help centre and the quick search need it; every sample role reads.
  subjects: {
    Page: { manager: ['read'], user: ['read'], support: ['read'], 'restricted-user': ['read'] },
  },
  audit: { poll_votes: null },
};
