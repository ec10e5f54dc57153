import type { AuditResource } from '@beacon/contract/audit';
import type { Principal } from '../context';

/**
 * Who may hear a list's changes (`list:<table>` or `list:<table>:<owner>`, see auditedWrites):
 * whoever may read the module, and for one account's rows only that account. The event names the
 * table and nothing of its rows, so the rule guards against noise more than against leaks.
 */
const subjects: Partial<Record<AuditResource, { subject: string; owned: boolean }>> = {
  users: { subject: 'User', owned: false },
  products: { subject: 'Ecommerce', owned: false },
  orders: { subject: 'Ecommerce', owned: true },
  cart_items: { subject: 'Ecommerce', owned: true },
  wishlist_items: { subject: 'Ecommerce', owned: true },
  addresses: { subject: 'Ecommerce', owned: true },
  tasks: { subject: 'Todo', owned: true },
  events: { subject: 'Calendar', owned: true },
  emails: { subject: 'Email', owned: true },
  invoices: { subject: 'Invoice', owned: false },
  invoice_payments: { subject: 'Invoice', owned: false },
  invoice_clients: { subject: 'Invoice', owned: false },
  table_rows: { subject: 'DataTable', owned: false },
  permissions: { subject: 'Access', owned: false },
  roles: { subject: 'Access', owned: false },
  accounts: { subject: 'Access', owned: false },
  blog_posts: { subject: 'Page', owned: false },
  blog_comments: { subject: 'Page', owned: false },
};

export function mayHearList(principal: Principal, topic: string): boolean {
  const [, resource = '', owner, ...rest] = topic.split(':');
  const rule = subjects[resource as AuditResource];
  if (!rule || rest.length > 0) return false;
  if (rule.owned !== (owner !== undefined)) return false;
  if (rule.owned && owner !== String(principal.id)) return false;
  return principal.ability.can('read', rule.subject);
}
