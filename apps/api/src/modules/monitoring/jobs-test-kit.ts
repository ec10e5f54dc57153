import { createApp } from '../../app';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../lib/context';
import type { ModuleContext } from '../../lib/module';
import { monitoringModule } from './monitoring.module';

/**
 * The context the app hands this module's jobs, for a test to run them by hand: the same services,
 * live hub and config a started server's jobs would have. The app asks the module for its jobs
 * once, while it is built; the module answers with none while this one looks on.
 */
export function jobContext(db: Db, config: AppConfig): ModuleContext {
  let captured: ModuleContext | undefined;
  const jobs = monitoringModule.jobs;
  monitoringModule.jobs = (context) => {
    captured = context;
    return [];
  };
  try {
    createApp({ db, config });
  } finally {
    monitoringModule.jobs = jobs;
  }
  if (!captured) throw new Error('the monitoring module was not started');
  return captured;
}
