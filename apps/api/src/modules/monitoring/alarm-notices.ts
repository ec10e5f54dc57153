import type { ModuleContext } from '../../lib/module';
import type { AlarmNotice } from './evaluate';

// SKELETON (owned by the alarms helper): tells people about alarms once their write commits.

/** On the live channel; for a critical alarm that opened, a mail into the notified mailboxes. */
export async function announceAlarms(_context: ModuleContext, _notices: AlarmNotice[]) {}
