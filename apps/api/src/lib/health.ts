import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { appliedTags } from '../db/migrate';
import type { AppConfig } from './context';
import { json } from './openapi';
import type { Router } from './router';

// Probes for whoever runs the server: none is guarded, none reads a request body.

const legacyRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Health'],
  summary: 'Liveness and database status',
  description:
    'Kept for existing monitors: 200 while the process runs and the database answers. Orchestrators should use `/api/health/live` and `/api/health/ready`.',
  responses: {
    200: json(z.object({ status: z.literal('ok'), database: z.literal('up') }), 'Ready'),
    503: json(
      z.object({ status: z.literal('error'), database: z.literal('down') }),
      'Database down',
    ),
  },
});

const liveRoute = createRoute({
  method: 'get',
  path: '/api/health/live',
  tags: ['Health'],
  summary: 'Liveness',
  description:
    'Answers while the process runs and its event loop is free; never asks the database, so a database outage does not get the process restarted.',
  responses: { 200: json(z.object({ status: z.literal('ok') }), 'The process answers') },
});

const checksSchema = z.object({
  database: z.enum(['up', 'down']),
  /** `unknown` while the database does not answer. */
  migrations: z.enum(['applied', 'pending', 'unknown']),
  draining: z.boolean(),
});

const readyRoute = createRoute({
  method: 'get',
  path: '/api/health/ready',
  tags: ['Health'],
  summary: 'Readiness',
  description:
    'Whether this process should get traffic: the database answers, every migration this version knows is applied, and the process is not shutting down.',
  responses: {
    200: json(
      z.object({ status: z.literal('ok'), checks: checksSchema }),
      'Ready to serve requests',
    ),
    503: json(
      z.object({ status: z.literal('error'), checks: checksSchema }),
      'Not ready: `checks` says which check failed',
    ),
  },
});

type Checks = z.infer<typeof checksSchema>;

async function readiness(db: Db, config: AppConfig): Promise<Checks> {
  const draining = config.draining?.() ?? false;
  try {
    await db.execute(sql`select 1`);
  } catch {
    return { database: 'down', migrations: 'unknown', draining };
  }
  const known = config.migrationTags ?? [];
  let migrations: Checks['migrations'];
  try {
    const done = new Set(await appliedTags(db));
    migrations = known.every((tag) => done.has(tag)) ? 'applied' : 'pending';
  } catch {
    migrations = 'unknown';
  }
  return { database: 'up', migrations, draining };
}

/** `/api/health` (liveness and database), `/api/health/live` and `/api/health/ready`. */
export function healthRoutes(app: Router, db: Db, config: AppConfig): void {
  app.openapi(legacyRoute, async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'up' } as const, 200);
    } catch {
      return c.json({ status: 'error', database: 'down' } as const, 503);
    }
  });
  app.openapi(liveRoute, (c) => c.json({ status: 'ok' } as const, 200));
  app.openapi(readyRoute, async (c) => {
    const checks = await readiness(db, config);
    const ready = checks.database === 'up' && checks.migrations === 'applied' && !checks.draining;
    return ready
      ? c.json({ status: 'ok', checks } as const, 200)
      : c.json({ status: 'error', checks } as const, 503);
  });
}
