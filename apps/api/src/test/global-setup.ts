import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { nodeMigrations } from '../db/migrations-node';
import { openPglite } from '../db/pglite';
import { fromPostgres } from '../db/postgres';
import { prepare } from '../db/seed';
import { apiModules } from '../modules';
import { adminQuery, templateName, withDatabase } from './databases';
import { TEST_PASSWORD_ITERATIONS } from './constants';
import { scanLogs } from './log-scan';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    pgTemplateUrl: string | null;
    /** Where the API's log lines go during the run (test-log.ts), to be scanned at its end. */
    logDir: string;
  }
}

/**
 * Runs initdb, migrations and the seed once per run; every test file then starts from this image
 * (PGlite) or template database (PostgreSQL) instead of paying for them again.
 */
export default async function setup(project: TestProject) {
  const { client, database } = await openPglite();
  await prepare(database.db, apiModules, nodeMigrations(), {
    passwordIterations: TEST_PASSWORD_ITERATIONS,
  });
  // Flushed first: otherwise WAL replay on load advances sequences by their 32-value prefetch.
  await client.exec('checkpoint');
  const image = join(tmpdir(), `beacon-test-image-${process.pid}.tar`);
  writeFileSync(image, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteImage', image);
  const logDir = mkdtempSync(join(tmpdir(), 'beacon-test-logs-'));
  project.provide('logDir', logDir);

  const url = process.env.TEST_DATABASE_URL;
  const templateDb = templateName(process.pid);
  project.provide('pgTemplateUrl', url ? withDatabase(url, templateDb) : null);
  if (url) {
    await adminQuery(url, `drop database if exists ${templateDb} with (force)`);
    await adminQuery(url, `create database ${templateDb}`);
    const template = fromPostgres(withDatabase(url, templateDb), 1);
    await prepare(template.db, apiModules, nodeMigrations(), {
      passwordIterations: TEST_PASSWORD_ITERATIONS,
    });
    await template.close();
  }

  return async () => {
    rmSync(image, { force: true });
    // Every line the API logged in this run: none may hold a token, a password or a file's bytes.
    const { leaks } = scanLogs(logDir, join(import.meta.dirname, '..'));
    if (leaks.length > 0) {
      const list = leaks.slice(0, 20).map((l) => `  ${l.file}:${l.line} ${l.what}`);
      console.error(`A secret reached the log (lines kept in ${logDir}):\n${list.join('\n')}`);
      process.exitCode = 1;
    } else rmSync(logDir, { recursive: true, force: true });
    if (url) await adminQuery(url, `drop database if exists ${templateDb} with (force)`);
  };
}
