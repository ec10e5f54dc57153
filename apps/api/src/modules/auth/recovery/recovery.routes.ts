import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context';
import type { ModuleContext } from '../../../lib/module';
import type { Router } from '../../../lib/router';
import { acceptInvitationRoutes } from './accept-invitation.routes';
import { invitationRoutes } from './invitations.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { verificationRoutes } from './verification.routes';

declare module '../../../lib/module' {
  interface Services {
    /**
     * Keeps a new address aside and mails it a link; the account's address changes when the link
     * is followed (account settings).
     */
    emailChange: (
      c: Context<AppEnv>,
      account: { id: number; username: string },
      newEmail: string,
    ) => Promise<void>;
  }
}

/** Password reset, e-mail verification and invitations. */
export function recoveryRoutes(context: ModuleContext): Router[] {
  return [
    passwordResetRoutes(context),
    verificationRoutes(),
    invitationRoutes(),
    acceptInvitationRoutes(context),
  ];
}
