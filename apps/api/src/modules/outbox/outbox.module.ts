import type { ApiModule } from '../../lib/module';
import * as tables from '../../lib/mail/outbox.table';
import { outboxRoutes } from './outbox.routes';

/** The mail kept instead of sent (no SMTP server, or mock mode), for admins to read. */
export const outboxModule: ApiModule = {
  id: 'outbox',
  routes: () => outboxRoutes(),
  tables,
  // Admins only (manage all): mail holds other people's reset links. A role may be granted it.
  subjects: { Outbox: {} },
};
