import { IconChecklist } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

/** Apps & Pages → Todo (after Email and Chat, before Calendar). */
export const manifest: ModuleManifest = {
  id: 'todo',
  section: 'apps',
  order: 22,
  menu: [
    {
      kind: 'link',
      titleKey: 'todo.menu.todo',
      to: '/apps/todo',
      icon: IconChecklist,
      can: { action: 'read', subject: 'Todo' },
    },
  ],
  subjects: [{ subject: 'Todo', titleKey: 'todo.subjects.Todo', order: 50 }],
  auditResources: [{ resource: 'tasks', titleKey: 'todo.auditResources.tasks' }],
};
