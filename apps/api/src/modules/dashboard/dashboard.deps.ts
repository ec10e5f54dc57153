import type { Db } from '../../db/client';
import type { Range } from './dashboard.periods';

/** A total over a range and the same figure per chart point (`range.buckets` of them). */
export interface Trend {
  total: number;
  series: number[];
}

/**
 * The aggregates the cards show, over tables other modules own: app.ts hands them in
 * (dashboard-sources.ts), since modules never import each other.
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
  /** Dollars a month in a calendar year: orders placed, invoices issued. */
  monthly: (db: Db, year: number) => Promise<{ orders: number[]; invoices: number[] }>;
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
