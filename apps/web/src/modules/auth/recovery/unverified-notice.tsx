import { authMessages } from '@beacon/contract/auth-messages';
import { ApiError } from '../../../lib/http';
import { CheckMailNotice } from './check-mail-notice';

/** A sign-in the server refused because the address is not confirmed yet (403). */
export const isUnverifiedRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.body?.error === authMessages.emailUnverified;

/** Under the sign-in form: confirm the address first, with a button that sends the link again. */
export function UnverifiedNotice({ email }: { email: string | null }) {
  return email ? (
    <CheckMailNotice
      email={email}
      titleKey="recovery.checkMail.unverifiedTitle"
      bodyKey="recovery.checkMail.unverified"
    />
  ) : null;
}
