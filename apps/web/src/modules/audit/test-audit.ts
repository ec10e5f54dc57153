import type { AuditEntry } from '@beacon/contract/audit';

export const ada = { id: 7, fullName: 'Ada Lovelace', email: 'ada@example.com' };
export const alan = { id: 9, fullName: 'Alan Turing', email: 'alan@example.com' };

/** An audit entry as the API sends it; by Ada, updating task 12, unless told otherwise. */
export const auditEntry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2024-05-01T09:30:00.000Z',
  actor: ada,
  actorId: ada.id,
  action: 'update',
  resource: 'tasks',
  resourceId: '12',
  changes: [{ field: 'title', before: 'Draft', after: 'Final' }],
  ...overrides,
});
