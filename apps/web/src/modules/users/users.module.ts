import { IconUser } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

export const manifest: ModuleManifest = {
  id: 'users',
  section: 'apps',
  order: 27,
  menu: [
    {
      kind: 'group',
      titleKey: 'users.menu.user',
      icon: IconUser,
      children: [
        {
          kind: 'link',
          titleKey: 'users.menu.list',
          to: '/apps/user/list',
          can: { action: 'read', subject: 'User' },
        },
        {
          kind: 'link',
          titleKey: 'users.menu.view',
          to: '/apps/user/view/1',
          can: { action: 'read', subject: 'User' },
        },
      ],
    },
  ],
  subjects: [{ subject: 'User', titleKey: 'users.subjects.User', order: 20 }],
  auditResources: [{ resource: 'users', titleKey: 'users.auditResources.users' }],
};
