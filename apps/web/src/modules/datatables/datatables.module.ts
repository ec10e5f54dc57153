import { IconTable } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

const can = { action: 'read', subject: 'DataTable' } as const;

/** Forms & Tables → DataTable ▸ Basic, Advanced. */
export const manifest: ModuleManifest = {
  id: 'datatables',
  section: 'tables',
  order: 40,
  menu: [
    {
      kind: 'group',
      titleKey: 'datatables.menu.datatable',
      icon: IconTable,
      children: [
        { kind: 'link', titleKey: 'datatables.menu.basic', to: '/datatables/basic', can },
        { kind: 'link', titleKey: 'datatables.menu.advance', to: '/datatables/advance', can },
      ],
    },
  ],
  subjects: [{ subject: 'DataTable', titleKey: 'datatables.subjects.DataTable', order: 90 }],
  auditResources: [{ resource: 'table_rows', titleKey: 'datatables.auditResources.table_rows' }],
};
