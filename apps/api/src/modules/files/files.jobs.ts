import type { Job } from '../../lib/jobs';
import type { ModuleContext } from '../../lib/module';

/** The collector of orphaned files. */
export function filesJobs(_context: ModuleContext): readonly Job[] {
  return [];
}
