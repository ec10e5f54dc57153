import type { LoginReply } from '@beacon/contract/auth';
import type { TableDataReply } from '@beacon/contract/datatables';
import type { UsersListReply } from '@beacon/contract/users';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockApi, createMockApi } from './index';
import { buildSeedImage } from './seed-image';

const post = (path: string, body: unknown) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the mock entry (mock/index.ts) under Node with an in-memory PGlite', () => {
  let mock: MockApi;
  beforeAll(async () => {
    mock = await createMockApi({
      dataDir: 'memory://',
      jwtSecret: 'mock-secret-mock-secret-mock-secret!',
    });
  }, 120_000);
  afterAll(() => mock.close());

  const signIn = async () => {
    const reply = await mock.fetch(
      post('/jwt/login', { email: 'admin@demo.com', password: 'admin' }),
    );
    expect(reply.status).toBe(200);
    return ((await reply.json()) as LoginReply).accessToken;
  };
  const total = async (token: string) => {
    const reply = await mock.fetch(
      new Request('http://localhost/api/users/list/data', {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    return ((await reply.json()) as UsersListReply).total;
  };

  it('migrates, seeds and serves the same API', async () => {
    expect(await total(await signIn())).toBe(50);
  });

  it('resets the demo data to the seed', async () => {
    const token = await signIn();
    const added = await mock.fetch(
      new Request('http://localhost/apps/users/add-user', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          fullName: 'Mock User',
          username: 'mock',
          email: 'mock@example.com',
          role: 'author',
          currentPlan: 'basic',
        }),
      }),
    );
    expect(added.status).toBe(201);
    expect(await total(token)).toBe(51);
    await mock.reset();
    expect(await total(await signIn())).toBe(50);
  });

  it('passes a request no API route matches to the real network', async () => {
    const network = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('from the network', { status: 200 }));
    try {
      const reply = await mock.fetch(new Request('http://localhost/assets/data/locales/en.json'));
      expect(await reply.text()).toBe('from the network');
      expect(network).toHaveBeenCalledOnce();
      const known = await mock.fetch(new Request('http://localhost/api/health'));
      expect(known.status).toBe(200);
      expect(network).toHaveBeenCalledOnce();
    } finally {
      network.mockRestore();
    }
  });

  /** Signs in to `api` as the demo admin; the number of data-table rows it then lists. */
  const tableRowsOf = async (api: MockApi) => {
    const login = await api.fetch(
      post('/jwt/login', { email: 'admin@demo.com', password: 'admin' }),
    );
    const { accessToken } = (await login.json()) as LoginReply;
    const reply = await api.fetch(
      new Request('http://localhost/api/datatables/data', {
        headers: { authorization: `Bearer ${accessToken}` },
      }),
    );
    expect(reply.status).toBe(200);
    return { accessToken, rows: ((await reply.json()) as TableDataReply).total };
  };

  it('restores the build-time image instead of seeding when the database is new', async () => {
    // A marked image: one extra user that only the image has, and no data-table rows, which the
    // start's checks would seed again: the image was prepared at build time, so they do not run.
    const image = await buildSeedImage(async (exec) => {
      await exec(
        "insert into users (id, full_name, username, email, role, current_plan, status, billing) values (51, 'Image Marker', 'marker', 'marker@image.test', 'author', 'team', 'active', 'Auto Debit')",
      );
      await exec('delete from table_rows');
    });
    const seedImage = vi.fn(() => Promise.resolve(image));
    const restored = await createMockApi({
      dataDir: 'memory://',
      jwtSecret: 'x'.repeat(40),
      seedImage,
    });
    try {
      const { accessToken, rows } = await tableRowsOf(restored);
      expect(rows).toBe(0);
      const list = await restored.fetch(
        new Request('http://localhost/api/users/list/data?q=marker@image.test', {
          headers: { authorization: `Bearer ${accessToken}` },
        }),
      );
      expect(((await list.json()) as UsersListReply).total).toBe(1);
      expect(seedImage).toHaveBeenCalledOnce();
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("runs the start's checks again on a database prepared with other migrations", async () => {
    // What an earlier build prepared: the record of its migrations differs from this build's.
    const image = await buildSeedImage(async (exec) => {
      await exec('delete from table_rows');
      await exec("copy (select 'an earlier build') to '/pglite/data/beacon-prepared'");
    });
    const restored = await createMockApi({
      dataDir: 'memory://',
      jwtSecret: 'x'.repeat(40),
      seedImage: () => Promise.resolve(image),
    });
    try {
      expect((await tableRowsOf(restored)).rows).toBe(100);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('starts over with its own demo data on a database a newer build migrated', async () => {
    // A visitor's database from a newer build: a migration this one does not know, and its data.
    const image = await buildSeedImage(async (exec) => {
      await exec("insert into beacon_migrations (tag) values ('9999_from_a_newer_build')");
      await exec('create table newer_build_table (id int)');
      await exec('delete from table_rows');
      await exec("copy (select 'a newer build') to '/pglite/data/beacon-prepared'");
    });
    const restored = await createMockApi({
      dataDir: 'memory://',
      jwtSecret: 'x'.repeat(40),
      seedImage: () => Promise.resolve(image),
    });
    try {
      expect((await tableRowsOf(restored)).rows).toBe(100);
      const ready = await restored.fetch(new Request('http://localhost/api/health/ready'));
      expect(ready.status).toBe(200);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
