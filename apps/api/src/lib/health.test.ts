import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { nodeMigrations } from '../db/migrations-node';
import { backends, openTestDatabase, testConfig, useTestApp } from '../test/harness';

const known = nodeMigrations().map((migration) => migration.tag);

describe.each(backends)('health probes on %s', (backend) => {
  let draining = false;
  const t = useTestApp(backend, { ...testConfig, migrationTags: known, draining: () => draining });

  it('answers liveness without asking the database', async () => {
    const reply = await t.call('GET', '/api/health/live');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and every known migration is applied', async () => {
    const reply = await t.call('GET', '/api/health/ready');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'ok',
      checks: { database: 'up', migrations: 'applied', draining: false },
    });
  });

  it('is not ready while a migration this code knows is not applied', async () => {
    const app = createApp({
      db: t.db,
      config: { ...testConfig, migrationTags: [...known, '9999_not_applied_yet'] },
    });
    const reply = await app.request('/api/health/ready');
    expect(reply.status).toBe(503);
    expect(await reply.json()).toEqual({
      status: 'error',
      checks: { database: 'up', migrations: 'pending', draining: false },
    });
  });

  it('turns traffic away once the process is draining, while liveness still answers', async () => {
    draining = true;
    try {
      const ready = await t.call('GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        status: 'error',
        checks: { database: 'up', migrations: 'applied', draining: true },
      });
      expect((await t.call('GET', '/api/health/live')).status).toBe(200);
    } finally {
      draining = false;
    }
  });
});

describe('health probes with the database gone', () => {
  it('stays live, and is neither ready nor healthy', async () => {
    const database = await openTestDatabase('pglite');
    const app = createApp({ db: database.db, config: { ...testConfig, migrationTags: known } });
    await database.close(); // every query now throws
    const live = await app.request('/api/health/live');
    expect(live.status).toBe(200);
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'error',
      checks: { database: 'down', migrations: 'unknown', draining: false },
    });
    expect((await app.request('/api/health')).status).toBe(503);
  });
});
