import { IconMail } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

/** Apps & Pages → Email (the first of the apps, before Chat and Todo). */
export const manifest: ModuleManifest = {
  id: 'email',
  section: 'apps',
  order: 20,
  menu: [
    {
      kind: 'link',
      titleKey: 'email.menu.email',
      to: '/apps/email',
      icon: IconMail,
      can: { action: 'read', subject: 'Email' },
    },
  ],
  subjects: [{ subject: 'Email', titleKey: 'email.subjects.Email', order: 60 }],
  auditResources: [{ resource: 'emails', titleKey: 'email.auditResources.emails' }],
};
