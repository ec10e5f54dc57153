import { eventCalendars } from '@beacon/contract/calendar-values';
import { isFileUrl } from '@beacon/contract/files-values';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from './app';
import { type Database, type Db, selectRows } from './db/client';
import { nodeMigrations } from './db/migrations-node';
import { openPglite } from './db/pglite';
import { fromPostgres } from './db/postgres';
import { prepare } from './db/seed';
import { apiModules } from './modules';
import { TEST_PASSWORD_ITERATIONS } from './test/constants';
import { adminQuery, dropDatabase, withDatabase } from './test/databases';
import { type Backend, backends, demo, testConfig } from './test/harness';
import { checkReply } from './test/reply-contract';

// The database an earlier version left behind (scripts/make-upgrade-fixture.ts), migrated to
// today's schema by the same start every server runs.
const fixturesDir = join(import.meta.dirname, 'test/fixtures');
const fixtureName = readdirSync(fixturesDir)
  .filter((name) => /^upgrade-.*\.sql\.gz$/.test(name))
  .sort()
  .at(-1);
if (!fixtureName) throw new Error(`no upgrade-*.sql.gz in ${fixturesDir}`);
const fixture = gunzipSync(readFileSync(join(fixturesDir, fixtureName))).toString('utf8');

/** An empty database with the fixture loaded, on one backend. */
async function openFixture(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    // The seeded image emptied is a cluster without initdb's cost, which is most of PGlite's start.
    const image = new Blob([readFileSync(inject('pgliteImage'))]);
    const { client, database } = await openPglite({ loadDataDir: image });
    await client.exec('drop schema public cascade; create schema public;');
    await client.exec(fixture);
    // The dump's SET statements would otherwise stay for every later query on this one session.
    await client.exec('reset all');
    return database;
  }
  const templateUrl = inject('pgTemplateUrl');
  if (!templateUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `beacon_upgrade_${crypto.randomUUID().replaceAll('-', '')}`;
  await adminQuery(templateUrl, `create database ${name}`);
  const url = withDatabase(templateUrl, name);
  // Its own connection, closed after: the dump's SET statements never reach the app's pool.
  const loader = new pg.Client({ connectionString: url });
  try {
    await loader.connect();
    await loader.query(fixture);
  } catch (error) {
    await loader.end();
    await dropDatabase(templateUrl, name);
    throw error;
  }
  await loader.end();
  const database = fromPostgres(url, 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(templateUrl, name);
    },
  };
}

async function rowCounts(db: Db): Promise<Map<string, number>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    counts.set(name, row?.n ?? 0);
  }
  return counts;
}

/** Each list screen's route, and where its rows are in the reply. */
const lists: { path: string; rows: (body: unknown) => unknown }[] = [
  { path: '/api/users/list/data', rows: (body) => field(body, 'users') },
  { path: '/apps/invoice/invoices', rows: (body) => field(body, 'invoices') },
  { path: '/api/invoice/clients', rows: (body) => body },
  { path: '/apps/ecommerce/products', rows: (body) => field(body, 'products') },
  { path: '/apps/email/emails?folder=inbox', rows: (body) => field(body, 'emails') },
  { path: '/apps/todo/tasks', rows: (body) => body },
  { path: `/apps/calendar/events?calendars=${eventCalendars.join(',')}`, rows: (body) => body },
  { path: '/apps/chat/chats-and-contacts', rows: (body) => field(body, 'chatsContacts') },
  { path: '/api/audit', rows: (body) => field(body, 'entries') },
  { path: '/api/monitoring/alarms', rows: (body) => field(body, 'alarms') },
  { path: '/api/monitoring/rules', rows: (body) => field(body, 'rules') },
  { path: '/api/datatables/data', rows: (body) => field(body, 'allData') },
  { path: '/apps/permissions/data', rows: (body) => field(body, 'permissions') },
  { path: '/apps/roles', rows: (body) => field(body, 'roles') },
  { path: '/blog/list/data', rows: (body) => field(body, 'posts') },
];

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : null;
}

describe.each(backends)("upgrading an earlier version's database on %s", (backend) => {
  let database: Database | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  let before = new Map<string, number>();
  let after = new Map<string, number>();
  let fixtureTags: string[] = [];

  beforeAll(async () => {
    database = await openFixture(backend);
    const { db } = database;
    before = await rowCounts(db);
    fixtureTags = (
      await selectRows<{ tag: string }>(db, sql`select tag from beacon_migrations`)
    ).map((row) => row.tag);
    await prepare(db, apiModules, nodeMigrations(), {
      passwordIterations: TEST_PASSWORD_ITERATIONS,
    });
    // Counted before anyone signs in: a sign-in adds sessions and audit entries.
    after = await rowCounts(db);
    app = createApp({ db, config: testConfig });
  });
  afterAll(async () => {
    await database?.close();
  });

  const ready = () => {
    if (!app || !database) throw new Error('the upgraded app is not started yet');
    return { app, db: database.db };
  };

  async function get(path: string, token: string) {
    const url = `http://test${path}`;
    const response = await ready().app.fetch(
      new Request(url, { headers: { authorization: `Bearer ${token}` } }),
    );
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json'))
      return { status: response.status, type, body: await response.arrayBuffer() };
    const body: unknown = await response.json();
    checkReply(ready().app.openAPIRegistry, 'GET', url, response.status, type, body);
    return { status: response.status, type, body };
  }

  let token: Promise<string> | undefined;
  /** The demo admin, signed in with the password hash the earlier version stored. */
  function adminToken(): Promise<string> {
    token ??= (async () => {
      const response = await ready().app.fetch(
        new Request('http://test/jwt/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(demo.admin),
        }),
      );
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      return ((await response.json()) as { accessToken: string }).accessToken;
    })();
    return token;
  }

  it('starts from a database older than the newest migration', () => {
    const newest = nodeMigrations().at(-1)?.tag;
    expect(fixtureTags.length).toBeGreaterThan(0);
    expect(newest).toBeDefined();
    expect(fixtureTags).not.toContain(newest);
  });

  it('keeps every row of every table the earlier version had', () => {
    const added = nodeMigrations().filter((migration) => !fixtureTags.includes(migration.tag));
    // A migration that removes or moves rows on purpose changes its table's entry here, and the
    // test below it asserts where they went.
    const expected = new Map(before);
    expected.set('beacon_migrations', fixtureTags.length + added.length);
    const kept = new Map([...before.keys()].map((table) => [table, after.get(table)]));
    expect(Object.fromEntries(kept)).toEqual(Object.fromEntries(expected));
    expect(after.get('readings')).toBeGreaterThan(0);
  });

  it('moves data-URL avatars, their mail copies and featured images into the file store', async () => {
    const { db } = ready();
    const left = await selectRows<{ n: number }>(
      db,
      sql`select (select count(*) from accounts where avatar like 'data:%')
        + (select count(*) from emails where from_avatar like 'data:%')
        + (select count(*) from blog_posts where image like 'data:%') as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    // One file each: the demo admin's avatar (its mail copies point at it) and the featured image.
    expect(after.get('files')).toBe(2);

    const auth = await adminToken();
    const settings = await get('/account-setting/data', auth);
    expect(settings.status).toBe(200);
    const avatar = String(field(field(settings.body, 'general'), 'avatar'));
    expect(isFileUrl(avatar)).toBe(true);
    const picture = await get(avatar, auth);
    expect(picture.status).toBe(200);
    expect(picture.type).toMatch(/^image\//);

    const sent = await get('/apps/email/emails?folder=sent', auth);
    const mails = field(sent.body, 'emails') as { subject: string; from: { avatar: string } }[];
    const mail = mails.find((one) => one.subject === 'Sent before the file store');
    expect(mail?.from.avatar).toBe(avatar);

    const posts = await get('/blog/list/data', auth);
    const list = field(posts.body, 'posts') as { slug: string; img: string }[];
    const post = list.find((one) => one.slug === 'saved-before-the-file-store');
    expect(post && isFileUrl(post.img)).toBe(true);
    const image = await get(post?.img ?? '', auth);
    expect(image.status).toBe(200);
    expect(image.type).toMatch(/^image\//);
  });

  it('stocks the products made before the catalogue had stock and colours', async () => {
    const reply = await get('/apps/ecommerce/products', await adminToken());
    expect(reply.status).toBe(200);
    const products = field(reply.body, 'products') as {
      stock: number;
      status: string;
      colorOptions: string[];
    }[];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.stock).toBeGreaterThan(0);
      expect(product.status).toBe('active');
      expect(product.colorOptions.length).toBeGreaterThan(0);
    }
  });

  it("counts the earlier version's mail for the mailbox sidebar", async () => {
    const { db } = ready();
    const counted = await selectRows<{ inbox: number }>(
      db,
      sql`select count(*)::integer as inbox from emails e join accounts a on a.id = e.user_id
        where a.email = ${demo.admin.email} and e.parent_id is null and e.folder = 'inbox'
          and not e.is_read`,
    );
    const reply = await get('/apps/email/emails?folder=inbox', await adminToken());
    expect(counted[0]?.inbox).toBeGreaterThan(0);
    expect(field(field(reply.body, 'emailsMeta'), 'inbox')).toBe(counted[0]?.inbox);
  });

  it.each(lists)('answers $path with rows', async ({ path, rows }) => {
    const reply = await get(path, await adminToken());
    expect(reply.status).toBe(200);
    const found = rows(reply.body);
    expect(Array.isArray(found) ? found.length : 0).toBeGreaterThan(0);
  });
});
