import { createRoute } from '@hono/zod-openapi';
import { accessMessages, roleIdParamSchema } from '@beacon/contract/access';
import { errorReplySchema } from '@beacon/contract/common';
import {
  roleTwoFactorBodySchema,
  roleTwoFactorSchema,
  rolesTwoFactorReplySchema,
} from '@beacon/contract/two-factor';
import { notFound } from '../../../lib/errors';
import { requires } from '../../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../../lib/openapi';
import { createRouter } from '../../../lib/router';
import * as repo from './two-factor.repo';

// Guarded as the roles screen is (access/roles.routes.ts): reading roles, editing a role.
const tags = ['Roles'];

const listRoute = createRoute({
  tags,
  security: bearerSecurity,
  method: 'get',
  path: '/apps/roles/two-factor',
  summary: 'Which roles require two-factor sign-in of their members',
  middleware: [requires('read', 'Access')] as const,
  responses: { 200: json(rolesTwoFactorReplySchema, 'Every role'), ...guardedReplies },
});

const setRoute = createRoute({
  tags,
  security: bearerSecurity,
  method: 'put',
  path: '/apps/roles/{id}/two-factor',
  summary: 'Require two-factor sign-in of a role’s members, or stop requiring it',
  description:
    'A member without it set up is asked to set it up at their next sign-in; sessions already going are left alone.',
  middleware: [requires('update', 'Access')] as const,
  request: { params: roleIdParamSchema, body: jsonBody(roleTwoFactorBodySchema) },
  responses: {
    200: json(roleTwoFactorSchema, 'Saved'),
    ...badInput,
    404: json(errorReplySchema, accessMessages.roleNotFound),
    ...guardedReplies,
  },
});

/** Whether a role requires two-factor sign-in. */
export function roleRequirementRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ roles: await repo.rolesTwoFactor(c.var.db) }, 200))
    .openapi(setRoute, async (c) => {
      const { id } = c.req.valid('param');
      const saved = await repo.setRoleTwoFactor(c.var.db, id, c.req.valid('json').required);
      if (!saved) throw notFound(accessMessages.roleNotFound);
      return c.json(saved, 200);
    });
}
