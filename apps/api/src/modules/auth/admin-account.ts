import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit/record';
import { hashPassword } from '../../lib/passwords';
import { createAccount, findAccountByEmail } from './auth.repo';
import { checkedRegisterBody } from './password-bodies';
import { accounts } from '../../lib/accounts/accounts.table';

export interface AdminRequest {
  email: string;
  password: string;
  fullName?: string;
}

export type AdminResult =
  { ok: true; created: boolean; id: number } | { ok: false; problems: string[] };

/** The e-mail's local part as a username, with a number added until no account holds it. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .replace(/[^a-zA-Z0-9_.-]/g, '')
      .slice(0, 24)
      .padEnd(3, '0') || 'admin';
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}${n}`;
    const [taken] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.username}) = lower(${name})`)
      .limit(1);
    if (!taken) return name;
  }
}

/**
 * Makes `email` an administrator with this password: a new account, or an existing one promoted
 * and given the new password (how an operator regains a locked-out admin). The password follows
 * the rules of sign-up.
 */
export async function createAdmin(
  db: Db,
  request: AdminRequest,
  passwordIterations: number,
): Promise<AdminResult> {
  // Sign-up's rules, common passwords included; the username is made below, not asked for.
  const checked = await checkedRegisterBody.safeParseAsync({
    email: request.email,
    password: request.password,
    username: 'placeholder',
  });
  if (!checked.success) return { ok: false, problems: checked.error.issues.map((i) => i.message) };
  const { email, password } = checked.data;
  const passwordHash = await hashPassword(password, passwordIterations);
  return db.transaction(async (tx) => {
    const existing = await findAccountByEmail(tx, email);
    if (existing) {
      await tx
        .update(accounts)
        .set({
          role: 'admin',
          passwordHash,
          // The operator vouches for the address.
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
          ...(request.fullName && { fullName: request.fullName }),
        })
        .where(eq(accounts.id, existing.id));
      await recordAudit(tx, {
        actorId: null,
        action: 'update',
        resource: 'accounts',
        resourceId: String(existing.id),
        changes: { role: [existing.role, 'admin'] },
      });
      return { ok: true, created: false, id: existing.id };
    }
    const made = await createAccount(tx, {
      email,
      username: await freeUsername(tx, email),
      passwordHash,
      role: 'admin',
      fullName: request.fullName ?? '',
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'create',
      resource: 'accounts',
      resourceId: String(made.id),
      changes: { email: [null, made.email], role: [null, 'admin'] },
    });
    return { ok: true, created: true, id: made.id };
  });
}
