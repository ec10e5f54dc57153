import { createRoute } from '@hono/zod-openapi';
import { periodQuerySchema } from '@beacon/contract/dashboard';
import type { ZodType } from 'zod';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json } from '../../lib/openapi';

/** One card's GET route: admin only in effect (read Dashboard), with the `period` query. */
export const cardRoute = <T extends ZodType>(path: string, summary: string, reply: T) =>
  createRoute({
    tags: ['Dashboard cards'],
    security: bearerSecurity,
    method: 'get',
    path,
    middleware: [requires('read', 'Dashboard')] as const,
    summary,
    request: { query: periodQuerySchema },
    responses: { 200: json(reply, summary), ...badInput, ...guardedReplies },
  });
