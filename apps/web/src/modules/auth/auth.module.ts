import { IconShieldLock } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

/** Misc → Access Control: the one menu entry the client role sees. */
export const manifest: ModuleManifest = {
  id: 'auth',
  section: 'misc',
  order: 90,
  menu: [
    {
      kind: 'link',
      titleKey: 'auth.menu.accessControl',
      to: '/access-control',
      icon: IconShieldLock,
      can: { action: 'read', subject: 'ACL' },
    },
  ],
  subjects: [{ subject: 'ACL', titleKey: 'auth.subjects.ACL', order: 120 }],
  auditResources: [
    { resource: 'accounts', titleKey: 'auth.auditResources.accounts' },
    { resource: 'sessions', titleKey: 'auth.auditResources.sessions' },
  ],
};
