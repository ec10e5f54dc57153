import type { Job } from '../../lib/jobs';
import type { ModuleContext } from '../../lib/module';
import { noDataJob } from './no-data';
import { retentionJob } from './retention';
import { simulatorJob } from './simulator.job';

/**
 * The module's timed work. The simulator comes first: started together, its readings land before
 * the no-data check looks for silent sensors.
 */
export const monitoringJobs = (context: ModuleContext): Job[] => [
  simulatorJob(context),
  noDataJob(context),
  retentionJob(context),
];
