import { CheckMailNotice } from './check-mail-notice';
import type { ResendLink } from './use-resend-link';

/** Under the sign-in form: confirm the address first, with a button that sends the link again. */
export function UnverifiedNotice({ email, ...link }: ResendLink & { email: string }) {
  return (
    <CheckMailNotice
      {...link}
      email={email}
      titleKey="recovery.checkMail.unverifiedTitle"
      bodyKey="recovery.checkMail.unverified"
    />
  );
}
