import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, createFromTemplate, dropDatabase, withDatabase } from './test/databases';
import {
  type Running,
  expectWritesKeptThroughKill,
  killLeftovers,
  startServer,
  stopServer,
} from './test/server-process';

// Server mode on PostgreSQL (DATABASE_URL), in a child process: the PGlite cases are node.test.ts's.
const templateUrl = inject('pgTemplateUrl');

describe.runIf(templateUrl)('server mode on PostgreSQL', { timeout: 90_000 }, () => {
  const name = `beacon_test_crash_${crypto.randomUUID().replaceAll('-', '')}`;
  // Holds only the generated JWT secret: the data is PostgreSQL's.
  const dataDir = mkdtempSync(join(tmpdir(), 'beacon-crash-test-'));
  let databaseUrl = '';
  const start = () => startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });

  beforeAll(async () => {
    if (!templateUrl) return;
    await createFromTemplate(templateUrl, name);
    databaseUrl = withDatabase(templateUrl, name);
  });
  afterEach(killLeftovers);
  afterAll(async () => {
    if (templateUrl) await dropDatabase(templateUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write it answered through kill -9, and starts again on the same database', () =>
    expectWritesKeptThroughKill(start, 'pg-crash-'));

  it('reports the database down (503) once it is gone, and still stops cleanly', async () => {
    const server: Running = await start();
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // Dropping it ends the pool's sessions, and a new one finds no database to connect to.
      await adminQuery(databaseUrl, `drop database ${name} with (force)`);
      const reply = await fetch(`${server.url}/api/health`);
      expect(reply.status).toBe(503);
      expect(await reply.json()).toEqual({ status: 'error', database: 'down' });
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  });
});
