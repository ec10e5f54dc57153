import type { UserData } from '@beacon/contract/auth';
import type { Context } from 'hono';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client';
import { type NewAuditEntry, recordAudit } from '../../lib/audit/record';
import type { AppConfig, AppEnv } from '../../lib/context';
import type { ModuleContext } from '../../lib/module';
import { sha256Hex } from '../../lib/passwords';
import { signAccessToken, signRefreshToken } from '../../lib/tokens';
import * as repo from './auth.repo';
import { sessions } from './identity.table';

/** How a sign-in was proven: the sessions list shows it. */
export type SignInMethod = 'password' | 'two-factor' | 'passkey' | 'oidc' | 'registration';

/** Sign-in and sign-out record themselves: auditedWrites skips /jwt/, whose hashing would hold it. */
export const sessionEntry = (accountId: number, action: 'sign-in' | 'sign-out'): NewAuditEntry => ({
  actorId: accountId,
  action,
  resource: 'sessions',
  resourceId: String(accountId),
});

/** A new access and refresh pair in a token family; a refresh continues one, a sign-in starts one. */
export async function issueTokens(db: Db, config: AppConfig, accountId: number, family: string) {
  const jti = crypto.randomUUID();
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken(config, { id: accountId, fam: family }),
    signRefreshToken(config, { id: accountId, jti, fam: family }),
  ]);
  await repo.storeRefreshToken(db, {
    id: jti,
    accountId,
    familyId: family,
    tokenHash: await sha256Hex(refreshToken),
    expiresAt: new Date((decodeJwt(refreshToken).exp ?? 0) * 1000),
  });
  return { accessToken, refreshToken };
}

/** Starts a sign-in: its token family, and the row the sessions list shows (device, address). */
export async function startSession(
  c: Context<AppEnv>,
  db: Db,
  accountId: number,
  method: SignInMethod,
) {
  const family = crypto.randomUUID();
  await db.insert(sessions).values({
    familyId: family,
    accountId,
    method,
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 512),
    address: c.var.config.clientAddress?.(c) ?? null,
  });
  return issueTokens(db, c.var.config, accountId, family);
}

/**
 * What every way of signing in ends with: an audited new session and the login reply. Routes that
 * prove who someone is (a password, a second factor, a passkey, a provider) share it, so each
 * sign-in is listed and recorded the same.
 */
export function signIns({ contributions }: Pick<ModuleContext, 'contributions'>) {
  const userData = async (db: Db, account: repo.Account): Promise<UserData> => {
    const parts = await Promise.all(
      contributions('signInExtras').map((extras) => extras(db, account.id)),
    );
    const extras = parts.reduce<UserData['extras']>((all, part) => ({ ...all, ...part }), {
      eCommerceCartItemsCount: 0,
    });
    return repo.toUserData(account, await repo.abilityRulesOf(db, account.role), extras);
  };
  return {
    userData,
    reply: async (c: Context<AppEnv>, account: repo.Account, method: SignInMethod) => {
      const { db } = c.var;
      const tokens = await db.transaction(async (tx) => {
        await recordAudit(tx, sessionEntry(account.id, 'sign-in'));
        return startSession(c, tx, account.id, method);
      });
      return { userData: await userData(db, account), ...tokens };
    },
  };
}
