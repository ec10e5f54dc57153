import type { Job } from '../../lib/jobs';
import type { ModuleContext } from '../../lib/module';
import { noDataJob } from './no-data';
import { retentionJob } from './retention';
import { simulatorJob } from './simulator.job';

/** The module's timed work: the demo's simulator, the check for silent sensors, retention. */
export const monitoringJobs = (context: ModuleContext): Job[] => [
  simulatorJob(context),
  noDataJob(context),
  retentionJob(context),
];
