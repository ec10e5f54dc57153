import type { Db } from '../../db/client';
import type { ApiModule, ServiceLookup } from '../../lib/module';
import { type AvatarServices, moveDataUrlAvatars } from './account.avatar';
import { type ProfileFacts, findProfileFacts } from './account.repo';
import { accountSettingsRoutes } from './account.routes';
import * as tables from './account.table';

declare module '../../lib/module' {
  interface Services {
    /** What the profile page shows of an account: its name, role and settings (bio, country…). */
    profiles: (db: Db, accountId: number) => Promise<ProfileFacts | undefined>;
  }
}

// Looked up when called: the providing modules are built apart from this one.
const avatarServices = (service: ServiceLookup): AvatarServices => ({
  files: () => service('files'),
  mailAvatars: () => service('mailAvatars'),
});

/** The signed-in person's own settings: profile, password, notifications, connections. */
export const accountModule: ApiModule = {
  id: 'account',
  routes: ({ endSessions, service }) =>
    accountSettingsRoutes({
      endSessions,
      // Looked up when called: the auth module, which sends the mail, is built apart from this one.
      emailChange: (...change) => service('emailChange')(...change),
      avatars: avatarServices(service),
    }),
  tables,
  seed: {
    // At every start: cheap once every avatar is in the file store.
    required: async ({ db, service }) => {
      await moveDataUrlAvatars(db, avatarServices(service));
    },
  },
  audit: { account_settings: null },
  provides: () => ({ profiles: findProfileFacts }),
};
