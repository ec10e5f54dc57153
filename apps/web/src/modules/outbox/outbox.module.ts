import { IconMailForward } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

/** Apps & Pages → Outbox, after the Audit Log: both are for whoever runs the instance. */
export const manifest: ModuleManifest = {
  id: 'outbox',
  section: 'apps',
  order: 25.6,
  menu: [
    {
      kind: 'link',
      titleKey: 'outbox.menu.outbox',
      to: '/apps/outbox',
      icon: IconMailForward,
      can: { action: 'read', subject: 'Outbox' },
    },
  ],
  subjects: [{ subject: 'Outbox', titleKey: 'outbox.subjects.Outbox', order: 105 }],
};
