import type { AuditAction } from '@beacon/contract/audit';
import type { Db } from '../../db/client';
import { type StoredChanges, auditLog } from './audit.table';

export interface NewAuditEntry {
  actorId: number | null;
  action: AuditAction;
  /** A table, or `sessions`: one of the resources a module names (`audit` in its descriptor). */
  resource: string;
  resourceId: string;
  changes?: StoredChanges;
}

/** What the trigger cannot see: sign-in, sign-out and a new account's own registration. */
export async function recordAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, changes: entry.changes ?? {} });
}
