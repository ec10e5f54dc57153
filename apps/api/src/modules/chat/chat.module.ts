import { accessLevels } from '@beacon/contract/access-values';
import { type ApiModule, type ServiceLookup, hasRows } from '../../lib/module';
import { chatDashboard } from './chat.dashboard';
import { chatLive } from './chat.live';
import type { ChatDirectory, ChatFiles } from './chat.repo';
import { chatRoutes } from './chat.routes';
import { seedChat } from './chat.seed';
import * as tables from './chat.table';

/** Whoever may read the chat: the auth module's accounts, by their role. */
const directoryOf =
  (service: ServiceLookup): ChatDirectory =>
  (db, ids) =>
    service('accounts').able(db, 'read', 'Chat', ids);

/** The file store's service, looked up when used: the modules' services are built in any order. */
const filesOf = (service: ServiceLookup): ChatFiles => ({
  describe: (db, ids) => service('files').describe(db, ids),
  attachable: (db, viewerId, ids, field) => service('files').attachable(db, viewerId, ids, field),
  link: (db, links) => service('files').link(db, links),
});

/** Chats between accounts, their profiles and presence, and the typing indicator. */
export const chatModule: ApiModule = {
  id: 'chat',
  routes: ({ db, live, service }) => {
    const directory = directoryOf(service);
    chatLive(db, live, directory);
    return chatRoutes({ directory, live, files: filesOf(service) });
  },
  tables,
  seed: {
    // The sample people as the demo admin's contacts, and two chats with them.
    samples: async ({ db, service }) => {
      const admin = await service('sampleAccounts').demoAdmin(db);
      if (!admin) return;
      await seedChat(db, { adminId: admin.id, people: await service('sampleAccounts').people(db) });
    },
    seeded: (db) => hasRows(db, tables.chats),
  },
  subjects: {
    Chat: {
      manager: accessLevels,
      user: accessLevels,
      support: accessLevels,
      'restricted-user': ['read'],
    },
  },
  audit: { chat_profiles: null, chat_members: null, chat_messages: null },
  contributes: { dashboard: chatDashboard },
};
