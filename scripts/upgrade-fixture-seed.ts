/**
 * `tsx scripts/upgrade-fixture-seed.ts <database URL>`, run inside a worktree of an EARLIER commit
 * (make-upgrade-fixture.ts copies it there), so every import below is that commit's code: it
 * prepares the database as that version's demo server would, then saves what its users could
 * save in forms a later version moved (a data-URL avatar, a mail that copies it, a blog post with
 * a data-URL featured image), through that version's own routes.
 *
 * Only `prepare`, `createApp` and HTTP are used: they are what every version since the fixture's
 * has in common, and this file must run against them all.
 */
import { createApp } from '../apps/api/src/app';
import { nodeMigrations } from '../apps/api/src/db/migrations-node';
import { fromPostgres } from '../apps/api/src/db/postgres';
import { prepare } from '../apps/api/src/db/seed';
import { apiModules } from '../apps/api/src/modules';

// A valid 1 × 1 PNG: the smallest picture every version's checks accept.
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const passwordIterations = 1000;

const url = process.argv[2];
if (!url) throw new Error('usage: tsx scripts/upgrade-fixture-seed.ts <database URL>');
const database = fromPostgres(url, 2);
await prepare(database.db, apiModules, nodeMigrations(), { passwordIterations });

const app = createApp({
  db: database.db,
  config: {
    jwtSecret: 'upgrade-fixture-secret-that-is-long-enough-0123456789',
    accessTokenTtl: '10m',
    refreshTokenTtl: '10m',
    passwordIterations,
  },
});

async function call(method: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.fetch(
    new Request(`http://fixture${path}`, { method, headers, body: JSON.stringify(body) }),
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

interface Login {
  accessToken: string;
  userData: { username: string; fullName: string; email: string };
}

const admin = (await call('POST', '/jwt/login', {
  email: 'admin@demo.com',
  password: 'admin',
})) as Login;
await call(
  'PUT',
  '/account-setting/general',
  {
    avatar: png,
    username: admin.userData.username,
    fullName: admin.userData.fullName,
    email: admin.userData.email,
  },
  admin.accessToken,
);
// Mail keeps a copy of its sender's avatar: this one, the data URL.
await call(
  'POST',
  '/apps/email/send',
  {
    to: ['client@demo.com'],
    subject: 'Sent before the file store',
    message: '<p>My avatar here is a data URL.</p>',
  },
  admin.accessToken,
);
await call(
  'POST',
  '/blog/list/data/edit',
  {
    blogTitle: 'Saved before the file store',
    slug: 'saved-before-the-file-store',
    status: 'Published',
    content: '<p>Its featured image was kept as a data URL.</p>',
    featuredImage: png,
  },
  admin.accessToken,
);
await database.close();
console.log('prepared, with a data-URL avatar, a mail that copies it and a featured image');
