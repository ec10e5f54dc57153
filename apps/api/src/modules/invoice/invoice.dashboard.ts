import { sql } from 'drizzle-orm';
import type { Contributions } from '../../lib/module';
import { byDay, byPosition, daysOfYear, daysWithin, month, months } from '../../lib/time-series';
import { invoiceDays } from './invoice.table';

/** The dashboards' figures over the invoices: issued by month, payments received. */
export const invoiceDashboard: Contributions['dashboard'] = {
  monthlyInvoices: async (db, year) =>
    months(
      await db
        .select({
          month: month(invoiceDays.day),
          value: sql<string>`sum(${invoiceDays.invoiced}) / 100.0`,
        })
        .from(invoiceDays)
        .where(daysOfYear(invoiceDays.day, year))
        .groupBy(byPosition),
    ),

  payments: async (db, range) => {
    const rows = await db
      .select({ day: invoiceDays.day, value: sql<string>`${invoiceDays.paid} / 100.0` })
      .from(invoiceDays)
      .where(daysWithin(invoiceDays.day, range));
    return byDay(range, rows, true);
  },
};
