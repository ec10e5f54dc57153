import type { AuditEntry } from '@beacon/contract/audit';
import type { Db } from '../../db/client';
import * as tables from '../../lib/audit/audit.table';
import type { ApiModule, ServiceLookup } from '../../lib/module';
import { type AuditDirectory, activityOf } from './audit.repo';
import { auditRoutes } from './audit.routes';

/** What one row's entry shows and its actor did, newest first (a users-list entry's activity). */
export type Activity = (
  db: Db,
  subject: { email: string; resource: string; resourceId: string; limit: number },
) => Promise<AuditEntry[]>;

declare module '../../lib/module' {
  interface Services {
    activity: Activity;
  }
}

/** The actors are accounts: the auth module's. */
const directoryOf = (service: ServiceLookup): AuditDirectory => ({
  byIds: (db, ids) => service('accounts').byIds(db, ids),
  idOfEmail: async (db, email) => (await service('accounts').byEmails(db, [email]))[0]?.id,
});

/**
 * The audit log's screen. The log itself is the platform's (lib/audit): every write through the
 * API is recorded in its own transaction.
 */
export const auditModule: ApiModule = {
  id: 'audit',
  routes: ({ service, catalog }) =>
    auditRoutes({ directory: directoryOf(service), resources: catalog.auditResources }),
  tables,
  provides: (service) => ({
    activity: (db, subject) => activityOf(db, directoryOf(service), subject),
  }),
};
