import { accessLevels } from '@beacon/contract/access-values';
import { sql } from 'drizzle-orm';
import type { ApiModule } from '../../lib/module';
import { calendarRoutes } from './calendar.routes';
import { seedCalendar } from './calendar.seed';
import * as tables from './calendar.table';

/** Each account's own calendar. */
export const calendarModule: ApiModule = {
  id: 'calendar',
  routes: () => calendarRoutes(),
  tables,
  seed: {
    samples: async ({ db, service, count: wanted }) =>
      seedCalendar(db, {
        demoUserId: (await service('sampleAccounts').demoAdmin(db))?.id,
        events: wanted('events'),
      }),
    // Events may all be deleted: the id sequence, never reset but by a reset, says whether they
    // were seeded.
    seeded: async (db) =>
      Boolean(
        (await db.select({ called: sql<boolean>`is_called` }).from(sql`events_id_seq`))[0]?.called,
      ),
    counts: ['events'],
  },
  subjects: {
    Calendar: { manager: accessLevels, user: accessLevels, 'restricted-user': ['read'] },
  },
  audit: { events: { subject: 'Calendar', owned: true } },
};
