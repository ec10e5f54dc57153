import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiModules, createApp } from '../../app';
import { type Database, selectRows } from '../../db/client';
import { backends, openTestDatabase, testConfig } from '../../test/harness';
import type { ApiModule } from '../module';
import { json } from '../openapi';
import { createRouter } from '../router';

// A handler's after-commit work (`c.var.afterCommit`) runs once its write has committed, sees what
// it wrote through the database itself, and is dropped when the write rolls back.

const probeRoute = createRoute({
  method: 'post',
  path: '/probe/{outcome}',
  request: { params: z.object({ outcome: z.enum(['commit', 'fail']) }) },
  responses: { 200: json(z.object({ ok: z.boolean() }), 'Done') },
});

describe.each(backends)('after-commit work on %s', (backend) => {
  let database: Database | undefined;
  const seen: string[] = [];
  const probe: ApiModule = {
    id: 'probe',
    routes: ({ db }) =>
      createRouter().openapi(probeRoute, async (c) => {
        const { outcome } = c.req.valid('param');
        await c.var.db.execute(sql`create table if not exists probe_rows (tag text)`);
        await c.var.db.execute(sql`insert into probe_rows values (${outcome})`);
        c.var.afterCommit(async () => {
          const [row] = await selectRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from probe_rows where tag = ${outcome}`,
          );
          seen.push(`${outcome}:${row?.n ?? 0}`);
        });
        if (outcome === 'fail') throw new Error('half-way');
        return c.json({ ok: true }, 200);
      }),
  };
  const post = async (outcome: string) => {
    if (!database) throw new Error('no database');
    const app = createApp({ db: database.db, config: testConfig, modules: [...apiModules, probe] });
    return (await app.fetch(new Request(`http://test/probe/${outcome}`, { method: 'POST' })))
      .status;
  };

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs after the commit, reading the committed row through the database itself', async () => {
    expect(await post('commit')).toBe(200);
    expect(seen).toEqual(['commit:1']);
  });

  it('drops the work of a write that rolled back', async () => {
    expect(await post('fail')).toBe(500);
    expect(seen).toEqual(['commit:1']);
  });
});
