import { createRoute } from '@hono/zod-openapi';
import { loginReplySchema, passwordMessages, registerClashSchema } from '@beacon/contract/auth';
import {
  acceptInvitationBodySchema,
  invitationInfoSchema,
  invitationQuerySchema,
  recoveryMessages,
} from '@beacon/contract/recovery';
import { refuseCommonPassword } from '../../../lib/common-passwords';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest } from '../../../lib/errors';
import type { ModuleContext } from '../../../lib/module';
import { badInput, json, jsonBody } from '../../../lib/openapi';
import { hashPassword } from '../../../lib/passwords';
import { createRouter } from '../../../lib/router';
import { clashOf, createOwnAccount } from '../new-account';
import type * as repo from '../auth.repo';
import { signIns } from '../sign-in';
import { actAs } from './deliver';
import * as invitations from './invitations.repo';

const tags = ['Auth'];

/** With the check the form leaves to the API: the common passwords are too many for its code. */
const checkedAcceptBody = acceptInvitationBodySchema.superRefine(
  refuseCommonPassword('password', passwordMessages.common),
);

const lookupRoute = createRoute({
  method: 'get',
  path: '/auth/invitation',
  tags,
  summary: 'The address and role a pending invitation is for',
  description: 'An unknown, accepted, revoked or expired token is a 400 on `token`.',
  request: { query: invitationQuerySchema },
  responses: { 200: json(invitationInfoSchema, 'The invitation'), ...badInput },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/auth/accept-invitation',
  tags,
  summary: 'Sign up with an invitation: the account gets its address and role, and is signed in',
  description:
    'The address counts as confirmed (the link proved it). A taken username (or an address an account took meanwhile) answers 200 with `{ error: { email, username } }` as sign-up does; a bad token is a 400 on `token`.',
  request: { body: jsonBody(checkedAcceptBody) },
  responses: {
    200: json(loginReplySchema.or(registerClashSchema), 'Signed in, or the clash'),
    ...badInput,
  },
});

/** The invited person's side: see the invitation, then accept it with a username and password. */
export function acceptInvitationRoutes({ contributions }: Pick<ModuleContext, 'contributions'>) {
  const signIn = signIns({ contributions });
  const invalid = () => badRequest({ token: [recoveryMessages.invitationInvalid] });
  return createRouter()
    .openapi(lookupRoute, async (c) => {
      const invitation = await invitations.findPendingByToken(c.var.db, c.req.valid('query').token);
      if (!invitation) throw invalid();
      return c.json({ email: invitation.email, role: invitation.role }, 200);
    })
    .openapi(acceptRoute, async (c) => {
      const { db, config } = c.var;
      const body = c.req.valid('json');
      const invitation = await invitations.findPendingByToken(db, body.token);
      if (!invitation) throw invalid();
      const clashReply = async () => {
        const clash = await clashOf(db, invitation.email, body.username);
        return clash ? c.json(clash, 200) : null;
      };
      const early = await clashReply();
      if (early) return early;
      const passwordHash = await hashPassword(body.password, config.passwordIterations);
      let account: repo.Account;
      try {
        // A savepoint: a name taken this instant leaves the invitation unspent and the request
        // able to say which.
        account = await db.transaction(async (tx) => {
          if (!(await invitations.spendInvitation(tx, invitation.id))) throw invalid();
          // Recorded below as sign-up records itself: by the new account, not by a guest.
          await actAs(tx, '');
          const made = await createOwnAccount(tx, {
            email: invitation.email,
            username: body.username,
            passwordHash,
            role: invitation.role,
            emailVerifiedAt: new Date(),
          });
          return made;
        });
      } catch (error) {
        const late = isUniqueViolation(error) ? await clashReply() : null;
        if (late) return late;
        throw error;
      }
      for (const created of contributions('accountCreated'))
        await created(db, { id: account.id, email: account.email, name: account.username });
      return c.json(await signIn.reply(c, account, 'registration'), 200);
    });
}
