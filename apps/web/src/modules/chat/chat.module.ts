import { IconMessages } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

/** Apps & Pages → Chat (between Email and Todo). */
export const manifest: ModuleManifest = {
  id: 'chat',
  section: 'apps',
  order: 21,
  menu: [
    {
      kind: 'link',
      titleKey: 'chat.menu.chat',
      to: '/apps/chat',
      icon: IconMessages,
      can: { action: 'read', subject: 'Chat' },
    },
  ],
  subjects: [{ subject: 'Chat', titleKey: 'chat.subjects.Chat', order: 40 }],
  auditResources: [
    { resource: 'chat_profiles', titleKey: 'chat.auditResources.chat_profiles' },
    { resource: 'chat_members', titleKey: 'chat.auditResources.chat_members' },
    { resource: 'chat_messages', titleKey: 'chat.auditResources.chat_messages' },
  ],
};
