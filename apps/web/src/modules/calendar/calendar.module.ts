import { IconCalendar } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

/** Apps & Pages → Calendar (after Email, Chat and Todo, before Invoice). */
export const manifest: ModuleManifest = {
  id: 'calendar',
  section: 'apps',
  order: 23,
  menu: [
    {
      kind: 'link',
      titleKey: 'calendar.menu.calendar',
      to: '/apps/calendar',
      icon: IconCalendar,
      can: { action: 'read', subject: 'Calendar' },
    },
  ],
  subjects: [{ subject: 'Calendar', titleKey: 'calendar.subjects.Calendar', order: 80 }],
  auditResources: [{ resource: 'events', titleKey: 'calendar.auditResources.events' }],
};
