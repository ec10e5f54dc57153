import type { Names } from './names';

const folder = (n: Names) => `apps/api/src/modules/${n.id}`;

const table = (n: Names) => `import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The ${n.title} module's items: a name, and when it was added. */
export const ${n.camel}Items = pgTable(
  '${n.table}',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    // To the millisecond, as a JavaScript Date holds it: a list cursor carries the row's time
    // exactly, so the next page starts right after that row.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** What \`q\` searches, lower-cased once on write, so the indexes below can serve it. */
    search: text().generatedAlwaysAs(sql\`lower(name)\`),
  },
  (t) => [
    // The list's order (newest first, the id breaking ties): a page is a seek into it.
    index('${n.table}_created_at_idx').on(t.createdAt, t.id),
    // Searches of three letters or more.
    index('${n.table}_search_idx').using('gin', sql\`\${t.search} gin_trgm_ops\`),
    // Searches of one or two letters, which have no trigram: every one- and two-letter piece.
    index('${n.table}_search_grams_idx').using('gin', sql\`user_search_grams(\${t.search})\`),
  ],
);
`;

const repo = (
  n: Names,
) => `import type { ${n.pascal}Item, ${n.pascal}ListQuery } from '@beacon/contract/${n.id}';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { cursorMessages } from '../../lib/keyset';
import { type ListOptions, listPage } from '../../lib/list-page';
import { ${n.camel}Items } from './${n.id}.table';

/** The reply's columns: everything but the internal \`search\` column. */
const itemColumns = {
  id: ${n.camel}Items.id,
  name: ${n.camel}Items.name,
  createdAt: ${n.camel}Items.createdAt,
};

const asItem = (row: { id: number; name: string; createdAt: Date }): ${n.pascal}Item => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

/** A value the database cannot read as a time (SQLSTATE 22007-22009). */
function isBadTime(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === '22007' || code === '22008' || code === '22009') return true;
  }
  return false;
}

/**
 * One page of items, the newest first (the id breaking ties), by cursor or page number, and how
 * many match: exactly up to a bound, estimated beyond it (lib/list-page.ts).
 */
export async function list${n.pascal}Items(
  db: Db,
  query: ${n.pascal}ListQuery,
  options: ListOptions = {},
) {
  const page = await listPage({
    db,
    table: ${n.camel}Items,
    columns: itemColumns,
    scope: ['${n.table}'],
    query: { ...query, sort: 'desc' },
    filters: [],
    // The trigram index from three letters, the pieces' index for one or two (${n.id}.table.ts).
    search: ${n.camel}Items.search,
    shortSearch: (q) =>
      sql\`user_search_grams(\${${n.camel}Items.search}) @> user_search_grams(lower(\${q}))\`,
    sortKey: sql\`\${${n.camel}Items.createdAt}\`,
    // A time travels as ISO 8601, to the millisecond the column keeps.
    keyKind: 'text',
    ledKey: sql\`\${${n.camel}Items.createdAt} + interval '0'\`,
    id: ${n.camel}Items.id,
    keyOf: (row) => ({ value: row.createdAt.toISOString(), id: row.id }),
    options,
  }).catch((error: unknown) => {
    // Only a cursor made by hand with this list's scope reaches the database with a bad time.
    if (query.cursor !== undefined && isBadTime(error))
      throw badRequest({ cursor: [cursorMessages.invalid] });
    throw error;
  });
  return {
    items: page.rows.map(asItem),
    total: page.total,
    totalExact: page.totalExact,
    cursors: page.cursors,
  };
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
import { type ApiModule, hasRows } from '../../lib/module';
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
    seeded: (db) => hasRows(db, tables.${n.camel}Items),
  },
  subjects: { ${n.pascal}: { manager: accessLevels, user: ['read'] } },
  audit: { ${n.table}: { subject: '${n.pascal}', owned: false } },
};
`;

const test = (n: Names) => `import type { ${n.pascal}ListReply } from '@beacon/contract/${n.id}';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encodeCursor, keysetScope } from '../../lib/keyset';
import { backends, useTestApp } from '../../test/harness';
import { sample${n.pascal}Items } from './${n.id}.seed';
import { ${n.camel}Items } from './${n.id}.table';

describe.each(backends)('${n.id} API on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.tokenOf('admin');
  const list = async (query = '') =>
    t.call<${n.pascal}ListReply>('GET', \`/api/${n.id}/items\${query}\`, { token: await admin() });
  const ids = (reply: ${n.pascal}ListReply) => reply.items.map((item) => item.id);
  /** The body of a list reply that must be a 200. */
  const page = async (query: string) => {
    const reply = await list(\`?\${query}\`);
    expect(reply.status).toBe(200);
    return reply.body;
  };

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

  it('pages by cursor, next from the first and prev from the last, as by page number', async () => {
    // One statement: the rows share their time, so the id alone orders them.
    const added = await t.db
      .insert(${n.camel}Items)
      .values(Array.from({ length: 11 }, (_, index) => ({ name: \`Paged item \${index}\` })))
      .returning({ id: ${n.camel}Items.id });
    const byPages: number[] = [];
    for (let number = 1; number < 10; number++) {
      const reply = await page(\`perPage=4&page=\${number}\`);
      if (reply.items.length === 0) break;
      byPages.push(...ids(reply));
    }
    expect(byPages).toHaveLength(sample${n.pascal}Items.length + added.length);

    const forward: number[] = [];
    let cursor: string | null = 'first';
    for (let n = 0; cursor !== null && n < 10; n++) {
      const reply = await page(\`perPage=4&cursor=\${encodeURIComponent(cursor)}\`);
      if (n === 0) expect(reply.cursors.prev).toBeNull();
      forward.push(...ids(reply));
      cursor = reply.cursors.next;
    }
    const backward: number[][] = [];
    cursor = 'last';
    for (let n = 0; cursor !== null && n < 10; n++) {
      const reply = await page(\`perPage=4&cursor=\${encodeURIComponent(cursor)}\`);
      if (n === 0) expect(reply.cursors.next).toBeNull();
      backward.unshift(ids(reply));
      cursor = reply.cursors.prev;
    }
    expect(forward).toEqual(byPages);
    expect(backward.flat()).toEqual(byPages);
    const found = await page('perPage=4&q=PAGED&cursor=first');
    expect(found).toMatchObject({ total: added.length, totalExact: true });

    await t.db.delete(${n.camel}Items).where(
      inArray(
        ${n.camel}Items.id,
        added.map((row) => row.id),
      ),
    );
  });

  it.each([
    ['not one the list gave', () => 'not a cursor!'],
    ["another list's", () => encodeCursor('x', 'after', '2026-01-01T00:00:00.000Z', 1)],
    ["this list's with a time that is not one", () =>
      encodeCursor(keysetScope(['${n.table}', '']), 'after', 'not a time', 1)],
  ])('refuses a cursor that is %s with a 400 on cursor', async (_, make) => {
    const reply = await t.call<{ error: Record<string, string[]> }>(
      'GET',
      \`/api/${n.id}/items?cursor=\${encodeURIComponent(make())}\`,
      { token: await admin() },
    );
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error)).toEqual(['cursor']);
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
