import { IconActivity } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

/** Apps & Pages → Audit Log, beside Roles & Permissions: both are for whoever runs the accounts. */
export const manifest: ModuleManifest = {
  id: 'audit',
  section: 'apps',
  order: 25.5,
  menu: [
    {
      kind: 'link',
      titleKey: 'audit.menu.auditLog',
      to: '/apps/audit',
      icon: IconActivity,
      can: { action: 'read', subject: 'Audit' },
    },
  ],
};
