import type { ApiModule } from '../../lib/module';
import * as tables from '../../lib/mail/outbox.table';

/** The mail kept instead of sent (no SMTP server, or mock mode), for admins to read. */
export const outboxModule: ApiModule = {
  id: 'outbox',
  tables,
};
