import { listChangedType, listTopic } from '@beacon/contract/live';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { type Db, selectRows } from '../../db/client';
import type { AppEnv, Principal } from '../context';
import { bearerToken } from '../guard';
import type { LiveHub } from '../live/hub';
import { verifyAccessToken } from '../tokens';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Thrown inside the transaction to roll it back; the reply is already made. */
class RolledBack extends Error {}

export interface AuditedWritesOptions {
  live: LiveHub;
  loadPrincipal: (db: Db, id: number) => Promise<Principal | null>;
  /** Routes that record themselves and must not hold a transaction (sign-in hashes a password). */
  skip: (path: string) => boolean;
}

/**
 * Every write request runs in one transaction that names its actor (`beacon.actor`), so the
 * `audit_row` trigger records each changed row with it, in the same commit as the write. A thrown
 * error (a refusal half-way, a 500) rolls the whole request back. After the commit, the work the
 * handler left with `c.var.afterCommit` runs (its own live events), and the lists it touched are
 * announced on the live channel (`list:<table>[:<owner>]`).
 *
 * Everything the request reads or writes must go through `c.var.db`, the transaction: on PGlite,
 * one connection, a query outside it would wait for it forever.
 */
export function auditedWrites({
  live,
  loadPrincipal,
  skip,
}: AuditedWritesOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (reads.has(c.req.method) || skip(c.req.path)) return next();
    const token = bearerToken(c.req.header('authorization'));
    const claims = token ? await verifyAccessToken(c.var.config, token) : null;
    let touched = '';
    const committed: (() => Promise<void>)[] = [];
    c.set('afterCommit', (work) => committed.push(work));
    try {
      await c.var.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('beacon.actor', ${claims ? String(claims.id) : '-'}, true)`,
        );
        c.set('db', tx);
        c.set('loadPrincipal', (id) => loadPrincipal(tx, id));
        await next();
        if (c.error) throw new RolledBack();
        const [row] = await selectRows<{ touched: string | null }>(
          tx,
          sql`select current_setting('beacon.touched', true) as touched`,
        );
        touched = row?.touched ?? '';
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
      return;
    }
    for (const work of committed) await work();
    for (const tag of new Set(touched.split(' ').filter(Boolean))) {
      const [resource = '', owner] = tag.split(':');
      const topic = listTopic(resource, owner === undefined ? undefined : Number(owner));
      await live.publish(topic, { type: listChangedType, resource });
    }
  };
}
