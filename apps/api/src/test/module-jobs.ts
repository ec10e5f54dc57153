import type { Db } from '../db/client';
import { apiModules, createLive } from '../app';
import type { AppConfig } from '../lib/context';
import type { ApiModule, ModuleContext } from '../lib/module';
import { moduleSet } from '../lib/module-set';
import { TEST_PASSWORD_ITERATIONS } from './constants';
import { testConfig } from './harness';

/**
 * Runs one of the modules' timed jobs once, by name, as the server's timer would: a test reaches
 * another module's timed work (the file store's collector) without importing its code.
 */
export async function runJob(db: Db, name: string, config: AppConfig = testConfig): Promise<void> {
  const set = moduleSet(apiModules);
  const context: ModuleContext = {
    db,
    config,
    live: createLive(db, config),
    endSessions: () => Promise.resolve(),
    service: set.service,
    contributions: set.contributions,
    catalog: set.catalog,
  };
  const job = apiModules
    .flatMap((module) => module.jobs?.(context) ?? [])
    .find((j) => j.name === name);
  if (!job) throw new Error(`No job named ${name}`);
  await job.run();
}

/** Runs a module's `required` seed, the work every start does (a move of old data into the store). */
export async function runRequiredSeed(db: Db, module: ApiModule): Promise<void> {
  const { service, catalog } = moduleSet(apiModules);
  await module.seed?.required?.({
    db,
    passwordIterations: TEST_PASSWORD_ITERATIONS,
    count: () => undefined,
    service,
    catalog,
  });
}
