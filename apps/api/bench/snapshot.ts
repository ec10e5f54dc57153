import { eventCalendars, eventsReplySchema } from '@beacon/contract/calendar';
import { cartReplySchema, wishlistReplySchema } from '@beacon/contract/ecommerce';
import { invoicesListReplySchema } from '@beacon/contract/invoice';
import { tasksReplySchema } from '@beacon/contract/todo';
import { userSchema } from '@beacon/contract/users';
import { z } from 'zod';
import type { Fields, Snapshot } from './ledger';

/**
 * Reads back, through the API, every row the mixed load test could have written: each list in
 * full, parsed with the contract's own reply schemas, so a reply of the wrong shape fails loudly
 * instead of counting as "missing".
 */
async function getJson<T>(
  base: string,
  headers: Record<string, string>,
  path: string,
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers });
  const body: unknown = await response.json();
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return schema.parse(body);
}

const byId = <T extends { id: number }>(rows: readonly T[], pick: (row: T) => Fields) =>
  new Map(rows.map((row) => [row.id, pick(row)]));

export async function snapshot(base: string, headers: Record<string, string>): Promise<Snapshot> {
  const get = <T>(path: string, schema: z.ZodType<T>) => getJson(base, headers, path, schema);
  const task = (t: { title: string; isCompleted: boolean; isDeleted: boolean }) => ({
    title: t.title,
    isCompleted: t.isCompleted,
    isDeleted: t.isDeleted,
  });
  // One after another: the point is what is stored, not how fast it comes back.
  const live = await get('/apps/todo/tasks', tasksReplySchema);
  // Soft-deleted tasks are listed only under this filter.
  const deleted = await get('/apps/todo/tasks?filter=deleted', tasksReplySchema);
  // No range: every event of every calendar.
  const events = await get(
    `/apps/calendar/events?calendars=${eventCalendars.join(',')}`,
    eventsReplySchema,
  );
  const users = await get('/api/users/list/all-data', z.array(userSchema));
  // allData lists every invoice once; the page itself is not needed.
  const invoices = await get('/apps/invoice/invoices?perPage=1', invoicesListReplySchema);
  const cart = await get('/apps/ecommerce/cart', cartReplySchema);
  const wishlist = await get('/apps/ecommerce/wishlist', wishlistReplySchema);
  return {
    task: byId([...live, ...deleted], task),
    event: byId(events, (e) => ({ title: e.title })),
    user: byId(users, (u) => ({ email: u.email })),
    invoice: byId(invoices.allData, (i) => ({ clientName: i.client.name })),
    cart: byId(cart.products, (p) => ({ qty: p.qty })),
    wishlist: byId(wishlist.products, () => ({})),
  };
}
