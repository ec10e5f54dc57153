import { IconFileDollar } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

const can = { action: 'read', subject: 'Invoice' } as const;
// A role that may only read invoices sees no editor it cannot save from.
const canEdit = { action: 'update', subject: 'Invoice' } as const;
const canAdd = { action: 'create', subject: 'Invoice' } as const;

/** Apps & Pages → Invoice ▸ List, Preview, Edit, Add, after Calendar. */
export const manifest: ModuleManifest = {
  id: 'invoice',
  section: 'apps',
  order: 24,
  menu: [
    {
      kind: 'group',
      titleKey: 'invoice.menu.invoice',
      icon: IconFileDollar,
      children: [
        { kind: 'link', titleKey: 'invoice.menu.list', to: '/apps/invoice/list', can },
        { kind: 'link', titleKey: 'invoice.menu.preview', to: '/apps/invoice/preview', can },
        { kind: 'link', titleKey: 'invoice.menu.edit', to: '/apps/invoice/edit', can: canEdit },
        { kind: 'link', titleKey: 'invoice.menu.add', to: '/apps/invoice/add', can: canAdd },
      ],
    },
  ],
  subjects: [{ subject: 'Invoice', titleKey: 'invoice.subjects.Invoice', order: 70 }],
  auditResources: [
    { resource: 'invoices', titleKey: 'invoice.auditResources.invoices' },
    { resource: 'invoice_clients', titleKey: 'invoice.auditResources.invoice_clients' },
    { resource: 'invoice_payments', titleKey: 'invoice.auditResources.invoice_payments' },
  ],
};
