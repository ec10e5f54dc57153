import { createRoute, z } from '@hono/zod-openapi';
import { accessMessages } from '@beacon/contract/access-values';
import {
  invitationIdParamSchema,
  invitationReplySchema,
  invitationsReplySchema,
  linkLifetimes,
  newInvitationBodySchema,
  recoveryMessages,
} from '@beacon/contract/recovery';
import { errorReplySchema } from '@beacon/contract/common';
import { badRequest, notFound } from '../../../lib/errors';
import { requires } from '../../../lib/guard';
import { linkTo } from '../../../lib/mail/links';
import {
  badInput,
  bearerSecurity,
  guardedReplies,
  json,
  jsonBody,
  mailFailedReply,
} from '../../../lib/openapi';
import { createRouter } from '../../../lib/router';
import * as repo from '../auth.repo';
import { deliver } from './deliver';
import * as invitations from './invitations.repo';
import { expiresIn, newSecret, secretHash } from './one-time-links';
import { invitationMail } from './recovery.mail';

const guarded = { tags: ['Invitations'], security: bearerSecurity };

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/invitations',
  summary: 'Pending invitations (not accepted, revoked or expired), newest first',
  middleware: [requires('read', 'Access')] as const,
  responses: { 200: json(invitationsReplySchema, 'The invitations'), ...guardedReplies },
});

const createInvitationRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/api/invitations',
  summary: 'Invite an address into a role: a link mailed to it signs up once, within 7 days',
  description:
    'Works whatever the registration setting. An address an account already has, or a role that does not exist, is a 400 on its field. An earlier pending invitation to the same address is revoked.',
  middleware: [requires('create', 'Access')] as const,
  request: { body: jsonBody(newInvitationBodySchema) },
  responses: {
    201: json(invitationReplySchema, 'Invited'),
    ...badInput,
    ...guardedReplies,
    ...mailFailedReply,
  },
});

const revokeRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/api/invitations/{id}',
  summary: 'Revoke a pending invitation: its link stops working',
  middleware: [requires('delete', 'Access')] as const,
  request: { params: invitationIdParamSchema },
  responses: {
    200: json(z.object({ id: z.number().int() }), 'Revoked'),
    ...badInput,
    404: json(errorReplySchema, recoveryMessages.invitationNotFound),
    ...guardedReplies,
  },
});

/** Administrators invite people by address (registration by invitation, or any instance). */
export function invitationRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ invitations: await invitations.listPending(c.var.db) }, 200),
    )
    .openapi(createInvitationRoute, async (c) => {
      const { db } = c.var;
      const body = c.req.valid('json');
      const role = await invitations.roleNamed(db, body.role);
      const taken = await repo.findAccountByEmail(db, body.email);
      if (taken || !role)
        throw badRequest({
          ...(taken ? { email: [recoveryMessages.accountExists] } : {}),
          ...(role ? {} : { role: [accessMessages.roleUnknown] }),
        });
      const token = newSecret();
      const invitation = await invitations.createInvitation(db, {
        email: body.email,
        role,
        invitedBy: c.var.principal.id,
        tokenHash: await secretHash(token),
        expiresAt: expiresIn(linkLifetimes.invitation),
      });
      await deliver(c, {
        kind: 'invitation',
        to: body.email,
        template: invitationMail,
        data: { url: linkTo(c, `/accept-invitation?token=${token}`), role },
      });
      return c.json({ invitation }, 201);
    })
    .openapi(revokeRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await invitations.revokeInvitation(c.var.db, id)))
        throw notFound(recoveryMessages.invitationNotFound);
      return c.json({ id }, 200);
    });
}
