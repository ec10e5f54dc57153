import { createRoute } from '@hono/zod-openapi';
import { periodQuerySchema } from '@beacon/contract/dashboard';
import type { ZodObject, ZodType } from 'zod';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json } from '../../lib/openapi';

/** One card's GET route: admin only in effect (read Dashboard), with the `period` query by default. */
export const cardRoute = <T extends ZodType, Q extends ZodObject = typeof periodQuerySchema>(
  path: string,
  summary: string,
  reply: T,
  query: Q = periodQuerySchema as unknown as Q,
) =>
  createRoute({
    tags: ['Dashboard cards'],
    security: bearerSecurity,
    method: 'get',
    path,
    middleware: [requires('read', 'Dashboard')] as const,
    summary,
    request: { query },
    responses: { 200: json(reply, summary), ...badInput, ...guardedReplies },
  });
