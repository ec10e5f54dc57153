/**
 * The mixed load test's requests: every connection repeats one cycle, a user's session of
 * writes over five modules interleaved with list reads. A cycle's later writes need the ids its
 * creates got, so each cycle keeps its own state; every 2xx write goes into the ledger.
 */
import type autocannon from 'autocannon';
import { type Planned, type RunnerOptions, runCycles } from './cycle-runner';
import type { Ledger, State, Tracked } from './ledger';
import { bodies } from './mix-bodies';
import { type Kind, numberIn } from './mix-stats';
import { listQueryMix, mailQueryMix, productQueryMix, taskQueryMix } from './queries';

interface Cycle {
  slot: number;
  parts: ReturnType<typeof bodies>;
  /** The product this cycle puts in the cart and the wishlist, no other cycle's (see products). */
  productId: number;
  task?: Tracked;
  event?: Tracked;
  user?: Tracked;
  cart?: Tracked;
  wishlist?: Tracked;
}

export interface MixOptions extends RunnerOptions {
  /** Tags this run's rows (see mix-bodies.ts). */
  run: string;
  /**
   * Products are 1…products; each cycle takes the next. Only with more cycles than products would
   * one come round again (and an older cycle's expectation for it be overwritten): mixed-load.ts
   * reports the number of cycles.
   */
  products: number;
  ledger: Ledger;
}

export function runMix(options: MixOptions): Promise<autocannon.Result> {
  const { ledger, run, products } = options;
  const reads = (mix: string[], path: string) => {
    let next = 0;
    return () => `${path}?${mix[next++ % mix.length] ?? ''}`;
  };
  const usersList = reads(listQueryMix(500), '/api/users/list/data');
  const productsList = reads(productQueryMix(500), '/apps/ecommerce/products');
  const tasksList = reads(taskQueryMix(500), '/apps/todo/tasks');
  const mailList = reads(mailQueryMix(500), '/apps/email/emails');

  const newCycle = (slot: number): Cycle => ({
    slot,
    parts: bodies(run, slot),
    productId: 1 + (slot % products),
  });
  const read = (kind: Kind, path: string): Planned => ({ kind, method: 'GET', path });
  const skipped: Planned = { kind: 'skipped', method: 'GET', path: '/api/health' };
  // A write to a row this cycle created; without the row (its create failed), a placeholder.
  const change = (
    kind: Kind,
    row: Tracked | undefined,
    plan: (row: Tracked) => Omit<Planned, 'kind' | 'onOk'> & { state: State },
  ): Planned => {
    if (!row) return skipped;
    const { state, ...request } = plan(row);
    ledger.sent(row, state);
    return { kind, ...request, onOk: () => ledger.acked(row, state) };
  };
  const even = (c: Cycle) => c.slot % 2 === 0;

  const steps: ((c: Cycle) => Planned)[] = [
    (c) => ({
      kind: 'task create',
      method: 'POST',
      path: '/apps/todo/add-tasks',
      body: c.parts.task,
      onOk: (reply) => {
        const state = { title: c.parts.name, isCompleted: false, isDeleted: false };
        c.task = ledger.created('task', numberIn(reply, 'task', 'id'), {}, state);
      },
    }),
    () => read('users list', usersList()),
    (c) =>
      change('task update', c.task, (row) => ({
        state: { ...row.expected, title: `${c.parts.name} (edited)`, isCompleted: true },
        method: 'POST',
        path: '/apps/todo/update-task',
        body: c.parts.taskChanges(row.id),
      })),
    (c) => ({
      kind: 'event create',
      method: 'POST',
      path: '/apps/calendar/add-event',
      body: c.parts.event,
      onOk: (reply) => {
        c.event = ledger.created(
          'event',
          numberIn(reply, 'event', 'id'),
          {},
          { title: c.parts.name },
        );
      },
    }),
    () => read('products list', productsList()),
    (c) => ({
      kind: 'user create',
      method: 'POST',
      path: '/apps/users/add-user',
      body: c.parts.user,
      onOk: (reply) => {
        c.user = ledger.created(
          'user',
          numberIn(reply, 'user', 'id'),
          { email: c.parts.user.email },
          {},
        );
      },
    }),
    () => read('tasks list', tasksList()),
    (c) => ({
      kind: 'invoice create',
      method: 'POST',
      path: '/apps/invoice/invoices',
      body: c.parts.invoice,
      onOk: (reply) => {
        ledger.created(
          'invoice',
          numberIn(reply, 'invoice', 'id'),
          {},
          { clientName: c.parts.name },
        );
      },
    }),
    () => read('mail list', mailList()),
    (c) =>
      change('event update', c.event, (row) => ({
        state: { title: `${c.parts.name} (moved)` },
        method: 'POST',
        path: '/apps/calendar/update-event',
        body: c.parts.eventChanges(row.id),
      })),
    (c) => ({
      kind: 'cart add',
      method: 'POST',
      path: '/apps/ecommerce/cart',
      body: { productId: c.productId },
      // Adding a product already in the cart keeps its quantity: expect what the reply says.
      onOk: (reply) => {
        c.cart = ledger.created('cart', c.productId, {}, { qty: numberIn(reply, 'item', 'qty') });
      },
    }),
    (c) =>
      change('cart quantity', c.cart, (row) => ({
        state: { qty: c.parts.qty },
        method: 'PATCH',
        path: `/apps/ecommerce/cart/${row.id}`,
        body: { qty: c.parts.qty },
      })),
    (c) => ({
      kind: 'wishlist add',
      method: 'POST',
      path: '/apps/ecommerce/wishlist',
      body: { productId: c.productId },
      onOk: () => {
        c.wishlist = ledger.created('wishlist', c.productId, {}, {});
      },
    }),
    () => read('products list', productsList()),
    // Every other cycle deletes what it wrote; the others keep it and read instead.
    (c) =>
      even(c)
        ? change('task delete', c.task, (row) => ({
            // After an update that got no reply, only isDeleted is certain.
            state: { ...(row.unsettled.length === 0 ? row.expected : {}), isDeleted: true },
            method: 'DELETE',
            path: `/apps/todo/delete-task?taskId=${row.id}`,
          }))
        : read('tasks list', tasksList()),
    (c) =>
      even(c)
        ? change('user delete', c.user, (row) => ({
            state: null,
            method: 'DELETE',
            path: `/apps/users/delete?id=${row.id}`,
          }))
        : read('users list', usersList()),
    // The cart keeps the odd cycles' lines, the wishlist the even ones': both grow, half as fast.
    (c) =>
      even(c)
        ? change('cart remove', c.cart, (row) => ({
            state: null,
            method: 'DELETE',
            path: `/apps/ecommerce/cart/${row.id}`,
          }))
        : change('wishlist remove', c.wishlist, (row) => ({
            state: null,
            method: 'DELETE',
            path: `/apps/ecommerce/wishlist/${row.id}`,
          })),
    () => read('mail list', mailList()),
  ];

  return runCycles(options, newCycle, steps);
}
