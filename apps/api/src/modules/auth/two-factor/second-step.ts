import type { TwoFactorChallenge } from '@beacon/contract/auth';
import type { Db } from '../../../db/client';
import type { TokenConfig } from '../../../lib/tokens';
import { signChallenge } from './challenge';
import { findTwoFactor, requiredByRole } from './two-factor.repo';

/**
 * After the password: the reply that asks for a second factor, or null when the account has none
 * to give (and its role does not require one).
 */
export async function secondStep(
  db: Db,
  config: TokenConfig,
  accountId: number,
): Promise<TwoFactorChallenge | null> {
  const stored = await findTwoFactor(db, accountId);
  if (stored?.enabledAt) {
    return { twoFactor: 'code', challenge: await signChallenge(config, accountId, 'code') };
  }
  if (await requiredByRole(db, accountId)) {
    return { twoFactor: 'setup', challenge: await signChallenge(config, accountId, 'setup') };
  }
  return null;
}
