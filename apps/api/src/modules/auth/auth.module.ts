import type { UserData } from '@beacon/contract/auth';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/context';
import type { Action } from '../../lib/guard';
import { type ApiModule, hasRows } from '../../lib/module';
import { authDashboard } from './auth.dashboard';
import * as repo from './auth.repo';
import { oidcRoutes } from './oidc/oidc.routes';
import { passkeyRoutes } from './passkeys/passkeys.routes';
import { recoveryRoutes } from './recovery/recovery.routes';
import { requestEmailChange } from './recovery/verification.routes';
import { registerRoutes } from './register.routes';
import { sessionRoutes } from './sessions/sessions.routes';
import { signInRoutes } from './sign-in.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import {
  demoAdminId,
  placeSamplePeopleInRoles,
  samplePeopleAccounts,
  seedAccounts,
  seedGeneratedAccounts,
} from './auth.seed';
import * as accountTables from '../../lib/accounts/accounts.table';
import * as identityTables from './identity.table';

const tables = { ...accountTables, ...identityTables };

/** Accounts as other modules show them; the auth module owns accounts. */
export interface AccountDirectory {
  /** The caller as the access guard sees it: abilities as stored, never as the client claims. */
  loadPrincipal: (db: Db, id: number) => Promise<Principal | null>;
  /** Of these sign-ins (refresh-token families), those still going (the live channel asks). */
  liveFamilies: (db: Db, families: readonly string[]) => Promise<Set<string>>;
  byId: (db: Db, id: number) => Promise<repo.PublicAccount | undefined>;
  byIds: (db: Db, ids: readonly number[]) => Promise<repo.PublicAccount[]>;
  /** The accounts with one of these addresses, compared without case. */
  byEmails: (db: Db, addresses: string[]) => Promise<repo.PublicAccount[]>;
  /** Every account who may do `action` on `subject`; only those of `ids` when given. */
  able: (
    db: Db,
    action: Action,
    subject: string,
    ids?: readonly number[],
  ) => Promise<(repo.PublicAccount & { role: string })[]>;
  /** The account's plan: basic, team, company or enterprise. */
  planOf: (db: Db, id: number) => Promise<string | undefined>;
  /** Every account, by id. */
  all: (db: Db) => Promise<repo.PublicAccount[]>;
}

/** The demo's accounts, for other modules' sample data. */
export interface SampleAccounts {
  /** The demo admin, who owns the samples of personal modules; undefined without the demo. */
  demoAdmin: (db: Db) => Promise<repo.PublicAccount | undefined>;
  /** The sample people (who cannot sign in) in their order, made now if not there yet. */
  people: (db: Db) => Promise<{ id: number; fullName: string }[]>;
  /** `total` generated accounts that cannot sign in, for benchmarks; every one's id. */
  generated: (db: Db, total: number) => Promise<number[]>;
  /** Puts sample people made before roles were stored (as admins) into their sample roles. */
  placeInRoles: (db: Db) => Promise<void>;
}

/** A new account, as other modules hear of it. */
export interface NewAccount {
  id: number;
  email: string;
  name: string;
}

declare module '../../lib/module' {
  interface Services {
    accounts: AccountDirectory;
    sampleAccounts: SampleAccounts;
  }
  interface Contributions {
    /** A module's part of a sign-in reply's `userData.extras` (the shop's cart count). */
    signInExtras: (db: Db, accountId: number) => Promise<Partial<UserData['extras']>>;
    /** What a module gives a new account, signed up or made by an admin (a welcome mailbox). */
    accountCreated: (db: Db, account: NewAccount) => Promise<void>;
  }
}

const directory: AccountDirectory = {
  loadPrincipal: repo.loadPrincipal,
  liveFamilies: repo.liveFamilies,
  byId: repo.findPublicAccount,
  byIds: repo.findPublicAccounts,
  byEmails: repo.findPublicAccountsByEmail,
  able: repo.findAccountsAble,
  planOf: async (db, id) => (await repo.findAccountById(db, id))?.currentPlan,
  all: repo.findAllPublicAccounts,
};

const samples: SampleAccounts = {
  demoAdmin: async (db) => {
    const id = await demoAdminId(db);
    return id === undefined ? undefined : repo.findPublicAccount(db, id);
  },
  people: samplePeopleAccounts,
  generated: seedGeneratedAccounts,
  placeInRoles: placeSamplePeopleInRoles,
};

/** Sign-up, sign-in, tokens and sign-out (`/jwt/*`), and the accounts every other module shows. */
export const authModule: ApiModule = {
  id: 'auth',
  routes: (context) => [
    signInRoutes(context),
    registerRoutes(context),
    ...recoveryRoutes(context),
    twoFactorRoutes(context),
    passkeyRoutes(context),
    oidcRoutes(context),
    sessionRoutes(context),
  ],
  tables,
  seed: {
    // The demo admin and client (ids 1 and 2), then the sample people.
    samples: async ({ db, passwordIterations }) => {
      await seedAccounts(db, passwordIterations);
      await samplePeopleAccounts(db);
    },
    seeded: (db) => hasRows(db, tables.accounts),
  },
  audit: { accounts: { subject: 'Access', owned: false }, sessions: null },
  provides: () => ({
    accounts: directory,
    sampleAccounts: samples,
    emailChange: requestEmailChange,
  }),
  contributes: { dashboard: authDashboard },
};
