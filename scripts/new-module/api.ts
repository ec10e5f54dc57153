import type { Names } from './names';

const folder = (n: Names) => `apps/api/src/modules/${n.id}`;

const table = (
  n: Names,
) => `import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The ${n.title} module's items: a name, and when it was added. */
export const ${n.camel}Items = pgTable(
  '${n.table}',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('${n.table}_created_at_idx').on(t.createdAt, t.id)],
);
`;

const repo = (
  n: Names,
) => `import type { ${n.pascal}Item, ${n.pascal}ListQuery } from '@beacon/contract/${n.id}';
import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains } from '../../lib/like';
import { ${n.camel}Items } from './${n.id}.table';

const asItem = (row: typeof ${n.camel}Items.$inferSelect): ${n.pascal}Item => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

/** One page of items, the newest first, and how many match. */
export async function list${n.pascal}Items(db: Db, query: ${n.pascal}ListQuery) {
  const where = query.q ? ilike(${n.camel}Items.name, likeContains(query.q)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(${n.camel}Items)
      .where(where)
      .orderBy(desc(${n.camel}Items.createdAt), desc(${n.camel}Items.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(${n.camel}Items).where(where),
  ]);
  return { items: rows.map(asItem), total: counted?.total ?? 0 };
}

export async function add${n.pascal}Item(db: Db, name: string): Promise<${n.pascal}Item> {
  const [row] = await db.insert(${n.camel}Items).values({ name }).returning();
  if (!row) throw new Error('insert returned no row');
  return asItem(row);
}

/** The deleted item's id, or undefined when there was none. */
export async function delete${n.pascal}Item(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .delete(${n.camel}Items)
    .where(eq(${n.camel}Items.id, id))
    .returning({ id: ${n.camel}Items.id });
  return row?.id;
}
`;

const routes = (n: Names) => `import { createRoute, z } from '@hono/zod-openapi';
import { errorReplySchema } from '@beacon/contract/common';
import {
  ${n.camel}ItemReplySchema,
  ${n.camel}ListQuerySchema,
  ${n.camel}ListReplySchema,
  ${n.camel}Messages,
  new${n.pascal}ItemSchema,
} from '@beacon/contract/${n.id}';
import { idQuerySchema } from '@beacon/contract/common';
import { notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import * as repo from './${n.id}.repo';

const tags = ['${n.title}'];
const guarded = { tags, security: bearerSecurity } as const;

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/${n.id}/items',
  summary: 'One page of items, the newest first; \`q\` filters by name',
  middleware: [requires('read', '${n.pascal}')] as const,
  request: { query: ${n.camel}ListQuerySchema },
  responses: { 200: json(${n.camel}ListReplySchema, 'The page'), ...badInput, ...guardedReplies },
});

const addRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/api/${n.id}/items',
  summary: 'Add an item',
  middleware: [requires('create', '${n.pascal}')] as const,
  request: { body: jsonBody(new${n.pascal}ItemSchema) },
  responses: { 201: json(${n.camel}ItemReplySchema, 'Added'), ...badInput, ...guardedReplies },
});

const deleteRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/api/${n.id}/items',
  summary: 'Delete an item (\`?id=3\`)',
  middleware: [requires('delete', '${n.pascal}')] as const,
  request: { query: idQuerySchema },
  responses: {
    200: json(z.object({ id: z.number().int() }), 'Deleted'),
    404: json(errorReplySchema, ${n.camel}Messages.notFound),
    ...badInput,
    ...guardedReplies,
  },
});

export function ${n.camel}Routes() {
  const app = createRouter();
  app.openapi(listRoute, async (c) =>
    c.json(await repo.list${n.pascal}Items(c.var.db, c.req.valid('query')), 200),
  );
  app.openapi(addRoute, async (c) =>
    c.json({ item: await repo.add${n.pascal}Item(c.var.db, c.req.valid('json').name) }, 201),
  );
  app.openapi(deleteRoute, async (c) => {
    const id = await repo.delete${n.pascal}Item(c.var.db, c.req.valid('query').id);
    if (id === undefined) throw notFound(${n.camel}Messages.notFound);
    return c.json({ id }, 200);
  });
  return app;
}
`;

const seed = (n: Names) => `import type { Db } from '../../db/client';
import { ${n.camel}Items } from './${n.id}.table';

/** What a fresh demo shows, oldest first, so the list shows them newest first. */
export const sample${n.pascal}Items = ['First sample item', 'Second sample item', 'Third sample item'];

export async function seed${n.pascal}(db: Db) {
  const start = Date.UTC(2026, 0, 1);
  await db.insert(${n.camel}Items).values(
    sample${n.pascal}Items.map((name, index) => ({
      name,
      createdAt: new Date(start + index * 86_400_000),
    })),
  );
}
`;

const descriptor = (n: Names) => `import { accessLevels } from '@beacon/contract/access-values';
import { count } from 'drizzle-orm';
import type { ApiModule } from '../../lib/module';
import { ${n.camel}Routes } from './${n.id}.routes';
import { seed${n.pascal} } from './${n.id}.seed';
import * as tables from './${n.id}.table';

/** ${n.title}: a list of named items that managers keep. */
export const ${n.camel}Module: ApiModule = {
  id: '${n.id}',
  routes: () => ${n.camel}Routes(),
  tables,
  seed: {
    samples: ({ db }) => seed${n.pascal}(db),
    seeded: async (db) =>
      ((await db.select({ n: count() }).from(tables.${n.camel}Items))[0]?.n ?? 0) > 0,
  },
  subjects: { ${n.pascal}: { manager: accessLevels, user: ['read'] } },
  audit: { ${n.table}: { subject: '${n.pascal}', owned: false } },
};
`;

const test = (n: Names) => `import type { ${n.pascal}ListReply } from '@beacon/contract/${n.id}';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { sample${n.pascal}Items } from './${n.id}.seed';

describe.each(backends)('${n.id} API on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.tokenOf('admin');
  const list = async (query = '') =>
    t.call<${n.pascal}ListReply>('GET', \`/api/${n.id}/items\${query}\`, { token: await admin() });

  it('lists the samples, the newest first', async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(sample${n.pascal}Items.length);
    expect(reply.body.items.map((item) => item.name)).toEqual([...sample${n.pascal}Items].reverse());
  });

  it('adds an item that the list then finds by name, and deletes it once', async () => {
    const token = await admin();
    const added = await t.call<{ item: { id: number } }>('POST', '/api/${n.id}/items', {
      token,
      body: { name: '  Walk-in freezer  ' },
    });
    expect(added.status).toBe(201);
    const found = await list('?q=freezer');
    expect(found.body.items.map((item) => item.name)).toEqual(['Walk-in freezer']);

    const id = added.body.item.id;
    const path = \`/api/${n.id}/items?id=\${id}\`;
    expect((await t.call('DELETE', path, { token })).status).toBe(200);
    expect((await t.call('DELETE', path, { token })).status).toBe(404);
    expect((await list('?q=freezer')).body.total).toBe(0);
  });

  it('refuses a blank name with a field message, and keeps the list as it was', async () => {
    const reply = await t.call('POST', '/api/${n.id}/items', {
      token: await admin(),
      body: { name: '   ' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: { name: ['Name is required'] } });
    expect((await list()).body.total).toBe(sample${n.pascal}Items.length);
  });

  it('answers 403 to an account whose role does not grant the module', async () => {
    const reply = await t.call('GET', '/api/${n.id}/items', { token: await t.tokenOf('client') });
    expect(reply.status).toBe(403);
  });
});
`;

/** The module's API files, by path from the repository's root. */
export const apiFiles = (n: Names): Record<string, string> => ({
  [`${folder(n)}/${n.id}.table.ts`]: table(n),
  [`${folder(n)}/${n.id}.repo.ts`]: repo(n),
  [`${folder(n)}/${n.id}.routes.ts`]: routes(n),
  [`${folder(n)}/${n.id}.seed.ts`]: seed(n),
  [`${folder(n)}/${n.id}.module.ts`]: descriptor(n),
  [`${folder(n)}/${n.id}.test.ts`]: test(n),
});

/** The audit log's trigger, which drizzle-kit does not write: appended to the module's migration. */
export const auditTrigger = (n: Names) => `--> statement-breakpoint
CREATE TRIGGER "${n.table}_audit" AFTER INSERT OR UPDATE OR DELETE ON "${n.table}"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
`;
