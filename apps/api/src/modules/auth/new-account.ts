import { registerMessages } from '@beacon/contract/auth';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit/record';
import * as repo from './auth.repo';

type NewAccountValues = Parameters<typeof repo.createAccount>[1];

/** Sign-up's kept clash reply (each field a message or null), or null when both are free. */
export async function clashOf(db: Db, email: string, username: string) {
  const clash = await repo.findClashes(db, email, username);
  if (!clash.email && !clash.username) return null;
  return {
    error: {
      email: clash.email ? registerMessages.emailTaken : null,
      username: clash.username ? registerMessages.usernameTaken : null,
    },
  };
}

/**
 * An account its owner made (sign-up, an accepted invitation, a provider's first sign-in),
 * audited as the new account's own act: nobody else is signed in to be its author.
 */
export async function createOwnAccount(db: Db, values: NewAccountValues): Promise<repo.Account> {
  const made = await repo.createAccount(db, values);
  await recordAudit(db, {
    actorId: made.id,
    action: 'create',
    resource: 'accounts',
    resourceId: String(made.id),
    changes: {
      email: [null, made.email],
      username: [null, made.username],
      role: [null, made.role],
    },
  });
  return made;
}
