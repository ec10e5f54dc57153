import { authMessages } from '@beacon/contract/auth';
import type { AppConfig } from '../../../lib/context';
import { HttpError } from '../../../lib/errors';
import type { Account } from '../auth.repo';

/**
 * Where the server asks for it, an account signs in only once its address is verified. Every way
 * in that trusts what the account itself says of its address (a password, a passkey) checks this.
 */
export function assertVerified(config: AppConfig, account: Account): void {
  if (config.requireEmailVerification && account.emailVerifiedAt === null)
    throw new HttpError(403, authMessages.emailUnverified);
}
