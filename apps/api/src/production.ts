import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import type { Env } from './lib/env';
import { verifyPassword } from './lib/passwords';
import { isManageAll } from './lib/accounts/abilities';
import { accounts, roles } from './lib/accounts/accounts.table';

// A production server refuses to start on settings that would leave it open to anyone: each
// problem is one line saying what to change.

/** Secrets copied from an example or typed by hand: long enough, but guessable. */
const placeholder = /change.?me|example|placeholder|your.?secret|^secret|^password/i;
const MIN_DISTINCT_CHARACTERS = 12;

/** The settings' own problems, before the database is opened. */
export function settingsProblems(env: Env): string[] {
  if (env.BEACON_MODE !== 'production') return [];
  const problems: string[] = [];
  const secret = env.JWT_SECRET;
  if (secret === undefined)
    problems.push(
      'JWT_SECRET must be set: a random string of at least 32 characters (openssl rand -base64 48)',
    );
  else if (placeholder.test(secret) || new Set(secret).size < MIN_DISTINCT_CHARACTERS)
    problems.push(
      'JWT_SECRET looks like a placeholder: use a random one (openssl rand -base64 48)',
    );
  if (env.REGISTRATION === 'open' && env.REGISTRATION_ROLE === 'admin')
    problems.push(
      'REGISTRATION=open with REGISTRATION_ROLE=admin would make anyone an admin: choose a role with less access, or REGISTRATION=closed',
    );
  return problems;
}

/** The demo accounts and their published passwords: never on a production server. */
const demoPairs = [
  ['admin@demo.com', 'admin'],
  ['client@demo.com', 'client'],
] as const;

/** What the database holds that a production server must not serve with. */
export async function databaseProblems(db: Db, env: Env): Promise<string[]> {
  if (env.BEACON_MODE !== 'production') return [];
  const problems: string[] = [];
  if (env.REGISTRATION === 'open') {
    const [role] = await db
      .select({ rules: roles.rules })
      .from(roles)
      .where(eq(roles.name, env.REGISTRATION_ROLE));
    if (!role)
      problems.push(
        `REGISTRATION_ROLE=${env.REGISTRATION_ROLE} is not a role of this server: start with REGISTRATION=closed, add the role under Roles & Permissions, then open registration`,
      );
    else if (isManageAll(role.rules))
      problems.push(
        `REGISTRATION_ROLE=${env.REGISTRATION_ROLE} may manage everything, so open registration would make anyone an admin: choose a role with less access`,
      );
  }
  const found = await db
    .select({ email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(
      inArray(
        sql`lower(${accounts.email})`,
        demoPairs.map(([email]) => email),
      ),
    );
  for (const [email, password] of demoPairs) {
    const account = found.find((row) => row.email.toLowerCase() === email);
    if (account && (await verifyPassword(password, account.passwordHash)))
      problems.push(
        `The database holds the demo account ${email} with its published password: start production on a new database, or delete that account first`,
      );
  }
  return problems;
}

/** Stops the start with every problem listed, or does nothing. */
export function refuseOn(problems: string[]): void {
  if (problems.length > 0)
    throw new Error(
      `BEACON_MODE=production refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
}
