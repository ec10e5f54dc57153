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
