import type { AbilityRule } from '@beacon/contract/auth';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { accounts } from './auth.table';

export const manageAll: AbilityRule[] = [{ action: 'manage', subject: 'all' }];
export const clientAbility: AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];

/** The two demo accounts of REFERENCE §2.1 (ids 1 and 2, in this order). */
export async function seedAccounts(db: Db, passwordIterations: number): Promise<void> {
  const [admin, client] = await Promise.all([
    hashPassword('admin', passwordIterations),
    hashPassword('client', passwordIterations),
  ]);
  await db.insert(accounts).values([
    {
      fullName: 'John Doe',
      username: 'johndoe',
      email: 'admin@demo.com',
      passwordHash: admin,
      avatar: '/assets/images/portrait/avatar-admin.svg',
      role: 'admin',
      ability: manageAll,
    },
    {
      fullName: 'Jane Doe',
      username: 'janedoe',
      email: 'client@demo.com',
      passwordHash: client,
      avatar: '/assets/images/avatars/1.svg',
      role: 'client',
      ability: clientAbility,
    },
  ]);
}

/** A sample person other modules show (chat contacts): an admin who cannot sign in (no password). */
export interface SampleAccount {
  fullName: string;
  username: string;
  email: string;
  avatar: string;
}

/** Inserts sample accounts; returns their ids in the given order. */
export async function seedSampleAccounts(db: Db, people: SampleAccount[]): Promise<number[]> {
  if (people.length === 0) return [];
  const rows = await db
    .insert(accounts)
    .values(
      people.map((person) => ({ ...person, passwordHash: '!', role: 'admin', ability: manageAll })),
    )
    .returning({ id: accounts.id });
  return rows.map((row) => row.id);
}
