import { CheckMailNotice } from './check-mail-notice';

/** Under the sign-in form: confirm the address first, with a button that sends the link again. */
export function UnverifiedNotice({ email }: { email: string }) {
  return (
    <CheckMailNotice
      email={email}
      titleKey="recovery.checkMail.unverifiedTitle"
      bodyKey="recovery.checkMail.unverified"
    />
  );
}
