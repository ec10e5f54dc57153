import { IconShieldLock } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

const can = { action: 'read', subject: 'Access' } as const;

/** Apps & Pages → Roles & Permissions ▸ Roles, Permissions, after Invoice. */
export const manifest: ModuleManifest = {
  id: 'access',
  section: 'apps',
  order: 25,
  menu: [
    {
      kind: 'group',
      titleKey: 'access.menu.group',
      icon: IconShieldLock,
      children: [
        { kind: 'link', titleKey: 'access.menu.roles', to: '/apps/roles', can },
        { kind: 'link', titleKey: 'access.menu.permissions', to: '/apps/permissions', can },
        { kind: 'link', titleKey: 'invitations.menu', to: '/apps/invitations', can },
      ],
    },
  ],
  subjects: [{ subject: 'Access', titleKey: 'access.subjects.Access', order: 100 }],
  auditResources: [
    { resource: 'roles', titleKey: 'access.auditResources.roles' },
    { resource: 'permissions', titleKey: 'access.auditResources.permissions' },
  ],
};
