import type { Permission } from '@beacon/contract/access';
import type { permissions } from './access.table';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14 Apr 2021, 8:43 PM" in UTC: a permission's `createdDate`, kept for API compatibility. */
export function createdDate(at: Date): string {
  const hours = at.getUTCHours();
  const day = String(at.getUTCDate()).padStart(2, '0');
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  const month = months[at.getUTCMonth()] ?? '';
  return `${day} ${month} ${at.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** What `q` matches: the name and the date as shown, without case; chr(31) keeps them apart. */
export const searchText = (name: string, at: Date) =>
  `${name}\u001f${createdDate(at)}`.toLowerCase();

export const toPermission = (row: typeof permissions.$inferSelect): Permission => ({
  id: row.id,
  name: row.name,
  assignedTo: row.assignedTo,
  createdDate: createdDate(row.createdAt),
});
