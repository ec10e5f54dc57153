import type { AccessLevel } from '@beacon/contract/access-values';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { AppConfig } from './context';
import type { Job } from './jobs';
import type { LiveHub, SessionEnd } from './live/hub';
import type { Router } from './router';

// A module of the API describes itself in one object, `modules/<id>/<id>.module.ts`, and
// modules/index.ts lists them in order. Everything shared (the app's routes, the tables the seed
// empties, the live topics, the audit resources, the access subjects, the sample roles) is derived
// from that list, so adding a module edits its own folder and one line of the list.

/**
 * What one module offers the others, by name: each providing module declares its entries with
 * `declare module '../../lib/module' { interface Services { accounts: … } }`, and another asks for
 * one with `context.service('accounts')`. Neither imports the other.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the modules fill it in (see above)
export interface Services {}

/**
 * What any number of modules add to one feature (the quick search's groups, a sign-in reply's
 * extras): the module that owns the feature declares the entry as for `Services`, the others give
 * their part in `contributes`, and the owner reads them all with `context.contributions(name)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the modules fill it in (see above)
export interface Contributions {}

/** Who hears a list's changes on the live channel: whoever may read `subject`. */
export interface ListRule {
  subject: string;
  /** `list:<resource>:<owner>`: each account hears only its own rows' changes. */
  owned: boolean;
}

/** The levels the sample roles hold on one access subject, by role name; a role left out has none. */
export type SampleGrants = Readonly<Record<string, readonly AccessLevel[]>>;

export type ServiceLookup = <K extends keyof Services>(name: K) => Services[K];
export type ContributionsLookup = <K extends keyof Contributions>(name: K) => Contributions[K][];

/** The lists derived from every module of the app, in list order. */
export interface Catalog {
  /** The access subjects a role's matrix grants. */
  subjects: readonly string[];
  /** The sample roles' matrices: role name, then subject, then levels. */
  sampleGrants: Readonly<Record<string, Readonly<Record<string, readonly AccessLevel[]>>>>;
  /** What the audit log records writes to (tables, and `sessions` for sign-ins). */
  auditResources: readonly string[];
  /** The resources whose list changes are announced, and who hears them. */
  listRules: ReadonlyMap<string, ListRule>;
  /** Every table of every module: what "Reset demo data" empties. */
  tables: readonly PgTable[];
  /** The counts a benchmark may raise (`seed --scale`). */
  counts: readonly string[];
}

/** What a module's routes are built with. */
export interface ModuleContext {
  /** The database itself, for work outside a request (a live command); a request uses `c.var.db`. */
  db: Db;
  config: AppConfig;
  live: LiveHub;
  /** Closes the live sockets of sign-ins that ended (sign-out, a password change). */
  endSessions: (end: SessionEnd) => Promise<void>;
  service: ServiceLookup;
  contributions: ContributionsLookup;
  catalog: Catalog;
}

/** What a module's seed runs with. */
export interface SeedContext {
  /** The seed's one transaction: a crash never leaves half a seed behind. */
  db: Db;
  passwordIterations: number;
  /** How many rows of one of the module's `counts` to make (a benchmark); undefined: the samples. */
  count: (name: string) => number | undefined;
  service: ServiceLookup;
  catalog: Catalog;
}

/** Whether `table` holds a row: read at every start, where a count would read a million rows. */
export const hasRows = async (db: Db, table: PgTable): Promise<boolean> =>
  (
    await db
      .select({ one: sql`1` })
      .from(table)
      .limit(1)
  ).length > 0;

export interface ModuleSeed {
  /** The demo's sample data: every module's, in list order, in one transaction. */
  samples?: (context: SeedContext) => Promise<void>;
  /** What even a server without sample data needs (the system roles), at every start. */
  required?: (context: SeedContext) => Promise<void>;
  /**
   * Whether the module's samples are already there. A database that has some modules' samples but
   * not this one's was made before this module existed (a visitor's IndexedDB): it gets `catchUp`,
   * or `samples` when there is no `catchUp`. Without this check a module is seeded only with the
   * rest, in a new database.
   */
  seeded?: (db: Db) => Promise<boolean>;
  catchUp?: (context: SeedContext) => Promise<void>;
  /** The counts a benchmark may raise, e.g. `['products', 'orders']`. */
  counts?: readonly string[];
}

export interface ApiModule {
  /** The folder's name, `modules/<id>/`. */
  id: string;
  /** Its routes, mounted at the root in list order. */
  routes?: (context: ModuleContext) => Router | Router[];
  /** Its Drizzle tables (`import * as tables from './x.table'` works: anything else is ignored). */
  tables?: Readonly<Record<string, unknown>>;
  seed?: ModuleSeed;
  /** The access subjects it guards, in the order of a role's matrix, with the sample roles' levels. */
  subjects?: Readonly<Record<string, SampleGrants>>;
  /**
   * What it writes to the audit log (its tables, as the `audit_row` trigger names them), each with
   * who hears that list's changes on the live channel, or null when no page listens.
   */
  audit?: Readonly<Record<string, ListRule | null>>;
  /** Work on a timer; the server and the mock's worker start these, tests run them by hand. */
  jobs?: (context: ModuleContext) => readonly Job[];
  /**
   * Writes not recorded in the audit log, by path: a device's readings (thousands a minute) are
   * data, not anybody's act.
   */
  unauditedPaths?: readonly string[];
  /** Paths that take bodies larger than the app's limit (an upload), with their own limit in bytes. */
  bodyLimits?: Readonly<Record<string, number>>;
  /** Its services, built once per app; `service` finds another module's when called. */
  provides?: (service: ServiceLookup) => Partial<Services>;
  /** Its part of other modules' features. */
  contributes?: { readonly [K in keyof Contributions]?: Contributions[K] };
}
