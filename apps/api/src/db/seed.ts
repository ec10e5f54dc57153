import { and, count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { findPublicAccount } from '../modules/auth/auth.repo';
import { seedPermissions } from '../modules/access/access.seed';
import { seedBlog } from '../modules/blog/blog.seed';
import { blogPosts } from '../modules/blog/blog.table';
import {
  seedAccounts,
  seedGeneratedAccounts,
  seedRoles,
  seedSampleAccounts,
  systemRoles,
} from '../modules/auth/auth.seed';
import { contactPlans, contactRoles } from '../modules/auth/roles.samples';
import { accounts } from '../modules/auth/auth.table';
import { sampleContacts } from '../modules/chat/chat.samples';
import { seedChat } from '../modules/chat/chat.seed';
import { chats } from '../modules/chat/chat.table';
import { seedCalendar } from '../modules/calendar/calendar.seed';
import { seedTableRows } from '../modules/datatables/datatables.seed';
import { tableRows } from '../modules/datatables/datatables.table';
import { seedEcommerce } from '../modules/ecommerce/ecommerce.seed';
import { SAMPLE_ORDERS, seedSampleOrders } from '../modules/ecommerce/orders.seed';
import { seedEmail, seedMailbox } from '../modules/email/email.seed';
import { emails } from '../modules/email/email.table';
import { products } from '../modules/ecommerce/ecommerce.table';
import { seedInvoices } from '../modules/invoice/invoice.seed';
import { invoiceClients } from '../modules/invoice/invoice.table';
import { seedTodo } from '../modules/todo/todo.seed';
import { tasks } from '../modules/todo/todo.table';
import { seedUsers } from '../modules/users/users.seed';
import type { Db } from './client';
import { type Migration, migrate } from './migrate';
import * as schema from './schema';

/** PBKDF2 cost in the browser: it hashes on a worker thread, with a lower cost than the server's. */
export const BROWSER_PASSWORD_ITERATIONS = 100_000;

export interface SeedOptions {
  passwordIterations: number;
  /**
   * False for a production server: no demo accounts and no sample data, only the roles an
   * administrator starts from.
   */
  sampleData?: boolean;
  /** How many users-list rows (50 samples); larger for benchmarks. */
  users?: number;
  /** How many products (27 samples, the least there is); larger for benchmarks. */
  products?: number;
  /** How many of the demo admin's tasks (18 samples); larger for benchmarks. */
  tasks?: number;
  /** How many of the demo admin's calendar events (10 samples); larger for benchmarks. */
  events?: number;
  /** How many of the demo admin's mails (24 samples); larger for benchmarks. */
  emails?: number;
  /** How many invoices (50 samples); larger for benchmarks. */
  invoices?: number;
  /** How many data-table rows (100 samples); larger for benchmarks. */
  tableRows?: number;
  /** How many permissions (9 samples); larger for benchmarks. */
  permissions?: number;
  /** How many orders over the past year, by the chat's sample contacts (240); larger for benchmarks. */
  orders?: number;
}

/** The demo admin owns the sample wishlist and cart. */
const demoAdminId = async (db: Db) =>
  (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = 'admin@demo.com'`)
      .limit(1)
  )[0]?.id;

const seedShop = async (db: Db, options: SeedOptions) =>
  seedEcommerce(db, { demoUserId: await demoAdminId(db), products: options.products });

/** The demo admin's tasks and calendar, relative to the seed day. */
const seedPlanner = async (db: Db, options: SeedOptions) => {
  const demoUserId = await demoAdminId(db);
  await seedTodo(db, { demoUserId, tasks: options.tasks });
  await seedCalendar(db, { demoUserId, events: options.events });
};

/** The demo admin's mailbox, addressed to the admin's own name and address. */
const seedDemoMail = async (db: Db, options: SeedOptions) => {
  const id = await demoAdminId(db);
  const owner = id === undefined ? undefined : await findPublicAccount(db, id);
  await seedEmail(db, { owner, emails: options.emails });
};

/** The chat's contacts as accounts that cannot sign in, and the demo admin's two chats. */
const seedDemoChat = async (db: Db) => {
  const adminId = await demoAdminId(db);
  if (adminId === undefined) return [];
  const contactIds = await seedSampleAccounts(
    db,
    sampleContacts.map(({ fullName }, index) => {
      const username = fullName.toLowerCase().replace(/\s+/g, '.');
      return {
        fullName,
        username,
        email: `${username}@demo.com`,
        avatar: `/assets/images/avatars/${index + 2}.svg`,
        role: contactRoles[index] ?? 'user',
        currentPlan: contactPlans[index] ?? 'basic',
      };
    }),
  );
  await seedChat(db, { adminId, contactIds });
  return contactIds;
};

/**
 * The blog's sample posts, written by the chat's sample contacts (accounts that cannot sign in)
 * in turn, or by the demo admin when there are none.
 */
const seedDemoBlog = async (db: Db) => {
  const contacts = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.passwordHash, '!'))
    .orderBy(accounts.id)
    .limit(6);
  const adminId = await demoAdminId(db);
  const authorIds = contacts.map((row) => row.id);
  if (authorIds.length === 0 && adminId !== undefined) authorIds.push(adminId);
  await seedBlog(db, { authorIds });
};

/**
 * A database made before the e-mail module (a visitor's IndexedDB): the demo admin's samples, and
 * a welcome mailbox for every other account but the demo client, who may not read mail.
 */
async function seedMailboxes(db: Db, options: SeedOptions) {
  await seedDemoMail(db, options);
  const others = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.email}) not in ('admin@demo.com', 'client@demo.com')`);
  for (const { id } of others) {
    const owner = await findPublicAccount(db, id);
    if (owner) await seedMailbox(db, owner);
  }
}

/**
 * A database made before roles were stored: the sample roles, the permissions, and the chat's
 * sample contacts (admins in such a database, who cannot sign in) spread over the sample roles.
 */
async function seedAccess(db: Db) {
  await seedRoles(db);
  await seedPermissions(db);
  for (const [index, { fullName }] of sampleContacts.entries()) {
    await db
      .update(accounts)
      .set({ role: contactRoles[index] ?? 'user', currentPlan: contactPlans[index] ?? 'basic' })
      .where(
        and(
          eq(accounts.fullName, fullName),
          eq(accounts.passwordHash, '!'),
          eq(accounts.role, 'admin'),
        ),
      );
  }
}

/** Permissions may all be deleted: the id sequence, never reset but by a reset, says whether they were seeded. */
const permissionsNeverSeeded = async (db: Db) =>
  !(await db.select({ called: sql<boolean>`is_called` }).from(sql`permissions_id_seq`))[0]?.called;

/** Every module's sample data, in one transaction: a crash never leaves half a seed behind. */
export const seed = (db: Db, options: SeedOptions) =>
  db.transaction(async (tx) => {
    await seedRoles(tx);
    await seedAccounts(tx, options.passwordIterations);
    await seedPermissions(tx, { total: options.permissions });
    await seedUsers(tx, options.users);
    await seedShop(tx, options);
    await seedPlanner(tx, options);
    await seedDemoMail(tx, options);
    // The shop's past year: bought by the chat's contacts, who cannot sign in to see them, and
    // at bench scale by as many generated shoppers as orders.
    const buyerIds = await seedDemoChat(tx);
    if ((options.orders ?? 0) > SAMPLE_ORDERS)
      buyerIds.push(...(await seedGeneratedAccounts(tx, options.orders ?? 0)));
    await seedSampleOrders(tx, { buyerIds, total: options.orders });
    await seedDemoBlog(tx);
    await seedInvoices(tx, { total: options.invoices });
    await seedTableRows(tx, { rows: options.tableRows });
  });

const isEmpty = async (
  db: Db,
  table:
    | typeof accounts
    | typeof products
    | typeof tasks
    | typeof emails
    | typeof chats
    | typeof invoiceClients
    | typeof tableRows
    | typeof blogPosts,
) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * Fresh statistics and visibility map after bulk writes: the planner then picks the sort indexes
 * and index-only counts. PGlite has no autovacuum daemon, so nothing else would do it.
 */
export const vacuumAnalyze = (db: Db) => db.execute(sql`vacuum analyze`);

/** Migrates, then seeds an empty database: what every runtime does at start. */
export async function prepare(db: Db, migrations: Migration[], options: SeedOptions) {
  await migrate(db, migrations);
  if (options.sampleData === false) {
    await seedRoles(db, systemRoles);
    return;
  }
  if (await isEmpty(db, accounts)) await seed(db, options);
  // A database seeded before the shop existed (a visitor's IndexedDB) gets the shop's samples.
  else {
    // A database seeded before a module existed (a visitor's IndexedDB) gets that module's
    // samples. Tasks are only ever soft-deleted, so an empty table means "never seeded".
    const shop = await isEmpty(db, products);
    const planner = await isEmpty(db, tasks);
    const mail = await isEmpty(db, emails);
    const chat = await isEmpty(db, chats);
    // Invoices may all be deleted; the clients never are, so they tell whether invoices were seeded.
    const billing = await isEmpty(db, invoiceClients);
    // Data-table rows may all be deleted too: such a table gets the samples back at the next start.
    const datatables = await isEmpty(db, tableRows);
    const access = await permissionsNeverSeeded(db);
    // Posts are never deleted: an empty table means "never seeded".
    const blog = await isEmpty(db, blogPosts);
    if (!shop && !planner && !mail && !chat && !billing && !datatables && !access && !blog) return;
    await db.transaction(async (tx) => {
      // First: the chat's contacts, if seeded now, go into the sample roles.
      if (access) await seedAccess(tx);
      if (shop) await seedShop(tx, options);
      if (planner) await seedPlanner(tx, options);
      if (mail) await seedMailboxes(tx, options);
      if (chat) await seedDemoChat(tx);
      if (billing) await seedInvoices(tx, { total: options.invoices });
      if (datatables) await seedTableRows(tx, { rows: options.tableRows });
      if (blog) await seedDemoBlog(tx);
    });
  }
  await vacuumAnalyze(db);
}

/** Empties every table of the schema and seeds again ("Reset demo data", `seed --reset`). */
export async function reset(db: Db, options: SeedOptions) {
  const tables = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  await seed(db, options);
  await vacuumAnalyze(db);
}
