import type { ApiModule } from '../lib/module';
import { accessModule } from './access/access.module';
import { accountModule } from './account/account.module';
import { auditModule } from './audit/audit.module';
import { authModule } from './auth/auth.module';
import { blogModule } from './blog/blog.module';
import { calendarModule } from './calendar/calendar.module';
import { chatModule } from './chat/chat.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { datatablesModule } from './datatables/datatables.module';
import { ecommerceModule } from './ecommerce/ecommerce.module';
import { emailModule } from './email/email.module';
import { filesModule } from './files/files.module';
import { helpModule } from './help/help.module';
import { invoiceModule } from './invoice/invoice.module';
import { outboxModule } from './outbox/outbox.module';
import { pagesModule } from './pages/pages.module';
import { searchModule } from './search/search.module';
import { todoModule } from './todo/todo.module';
import { usersModule } from './users/users.module';
import { monitoringModule } from './monitoring/monitoring.module';

/**
 * The API's modules, in order: their routes are mounted, and their sample data seeded, in this
 * order, so each comes after what its samples need (the roles before the accounts that hold them,
 * the accounts before what belongs to them). The access subjects of a role's matrix and the audit
 * resources follow it too. A new module: its folder, with its `<id>.module.ts`, and a line here.
 */
export const apiModules: readonly ApiModule[] = [
  accessModule,
  authModule,
  accountModule,
  auditModule,
  outboxModule,
  filesModule,
  usersModule,
  ecommerceModule,
  todoModule,
  calendarModule,
  emailModule,
  chatModule,
  invoiceModule,
  datatablesModule,
  dashboardModule,
  searchModule,
  helpModule,
  pagesModule,
  blogModule,
  monitoringModule,
];
