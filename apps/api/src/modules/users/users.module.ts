import { accessLevels } from '@beacon/contract/access-values';
import type { ApiModule } from '../../lib/module';
import { unlinkUserAvatar, usersAvatarRoutes } from './users.avatar.routes';
import { usersRoutes } from './users.routes';
import { usersSearch } from './users.search';
import { seedUsers } from './users.seed';
import * as tables from './users.table';

/** The users list (its people are not accounts), with each entry's activity from the audit log. */
export const usersModule: ApiModule = {
  id: 'users',
  routes: ({ service }) => [
    usersAvatarRoutes({ files: () => service('files') }),
    usersRoutes({
      // Matched by e-mail: what the account with that address did, and what was done to the row.
      activity: (db, user, limit) =>
        service('activity')(db, {
          email: user.email,
          resource: 'users',
          resourceId: String(user.id),
          limit,
        }),
      deleted: (db, id) => unlinkUserAvatar(service('files'), db, id),
    }),
  ],
  tables,
  seed: {
    samples: ({ db, count }) => seedUsers(db, count('users')),
    counts: ['users'],
  },
  subjects: { User: { manager: accessLevels, support: ['read'] } },
  audit: { users: { subject: 'User', owned: false } },
  contributes: { search: usersSearch },
};
