import type { Job } from '../../lib/jobs';
import type { ModuleContext } from '../../lib/module';

// SKELETON: the no-data check (alarms helper), the retention sweep and the simulator (data helper).
export const monitoringJobs = (_context: ModuleContext): Job[] => [];
