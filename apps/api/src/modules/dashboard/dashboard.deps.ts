import type { Db } from '../../db/client';
import type { Range, Trend } from '../../lib/time-series';

/**
 * The aggregates the cards show, over tables other modules own: each of those modules contributes
 * its own (`contributes.dashboard` in its descriptor), so the dashboard imports none of them.
 */
export interface DashboardSources {
  /** Orders placed in the range: how many, and their total in dollars. */
  orders: (db: Db, range: Range) => Promise<{ count: Trend; revenue: Trend }>;
  /** Orders of the range by state. */
  orderStates: (
    db: Db,
    range: Range,
  ) => Promise<{ delivered: number; placed: number; cancelled: number }>;
  /** Buyers of the range: first order in it, or ordered before too. */
  customers: (db: Db, range: Range) => Promise<{ new: number; returning: number }>;
  /** Dollars a month in a calendar year: orders placed. */
  monthlyOrders: (db: Db, year: number) => Promise<number[]>;
  /** Dollars a month in a calendar year: invoices issued. */
  monthlyInvoices: (db: Db, year: number) => Promise<number[]>;
  /** Payments received on invoices in the range, in dollars. */
  payments: (db: Db, range: Range) => Promise<Trend>;
  /** Every account, and those made in the range per chart point. */
  accounts: (db: Db, range: Range) => Promise<{ total: number; series: number[] }>;
  /** Sign-ins of the range (and of the range before), the accounts and returning accounts. */
  signIns: (
    db: Db,
    range: Range,
  ) => Promise<{ count: Trend; previous: number; users: number; returning: number }>;
  /** Accounts with a session that can still be refreshed. */
  activeUsers: (db: Db, range: Range) => Promise<Trend>;
  /** Tasks not deleted: completed and open. */
  tasks: (db: Db) => Promise<{ completed: number; open: number }>;
  /** Chats as support tickets: all, first message in the range, last message unseen, answer time. */
  support: (
    db: Db,
    range: Range,
  ) => Promise<{ total: number; new: number; open: number; responseHours: number }>;
}

const none = (range: Range): Trend => ({
  total: 0,
  series: Array.from({ length: range.buckets }, () => 0),
});
const zeros = <T>(value: T) => Promise.resolve(value);

/** What a card shows when no module of the list gives its figures: nothing happened. */
export const emptySources: DashboardSources = {
  orders: (_, range) => zeros({ count: none(range), revenue: none(range) }),
  orderStates: () => zeros({ delivered: 0, placed: 0, cancelled: 0 }),
  customers: () => zeros({ new: 0, returning: 0 }),
  monthlyOrders: () => zeros(Array.from({ length: 12 }, () => 0)),
  monthlyInvoices: () => zeros(Array.from({ length: 12 }, () => 0)),
  payments: (_, range) => zeros(none(range)),
  accounts: (_, range) => zeros(none(range)),
  signIns: (_, range) => zeros({ count: none(range), previous: 0, users: 0, returning: 0 }),
  activeUsers: (_, range) => zeros(none(range)),
  tasks: () => zeros({ completed: 0, open: 0 }),
  support: () => zeros({ total: 0, new: 0, open: 0, responseHours: 0 }),
};
