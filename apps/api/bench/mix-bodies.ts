import {
  type EventChangesInput,
  type NewEventInput,
  addEventBodySchema,
  eventCalendars,
  updateEventBodySchema,
} from '@beacon/contract/calendar';
import { cartQtySchema, productRefSchema } from '@beacon/contract/ecommerce';
import { type InvoiceBodyInput, invoiceBodySchema } from '@beacon/contract/invoice';
import {
  type NewTaskInput,
  type TaskChangesInput,
  addTaskBodySchema,
  updateTaskBodySchema,
} from '@beacon/contract/todo';
import { type NewUserInput, newUserSchema, userPlans, userRoles } from '@beacon/contract/users';

/**
 * The write bodies of the mixed load test, one set per cycle (`slot`). Every text that the checks
 * read back carries the run's tag and the slot, so no two cycles, and no two runs on one
 * database, write the same value.
 */
const day = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

export function bodies(run: string, slot: number) {
  const name = `Load ${run} ${slot}`;
  const eventDay = isoDay((slot % 28) - 14);
  const task: NewTaskInput = {
    title: name,
    description: '<p>Written by the mixed load test</p>',
    tags: slot % 2 === 0 ? ['team'] : ['low', 'update'],
    isImportant: slot % 3 === 0,
  };
  const taskChanges = (id: number): TaskChangesInput => ({
    id,
    title: `${name} (edited)`,
    isCompleted: true,
  });
  const event: NewEventInput = {
    title: name,
    start: `${eventDay}T09:00:00Z`,
    end: `${eventDay}T10:00:00Z`,
    allDay: false,
    extendedProps: {
      calendar: eventCalendars[slot % eventCalendars.length],
      guests: [],
      location: 'Load test',
      description: '',
    },
  };
  // A drag to later the same day, renamed.
  const eventChanges = (id: number): EventChangesInput => ({
    id,
    title: `${name} (moved)`,
    start: `${eventDay}T11:00:00Z`,
    end: `${eventDay}T12:00:00Z`,
    allDay: false,
  });
  const user: NewUserInput = {
    fullName: name,
    username: `load_${run}_${slot}`,
    email: `load-${run}-${slot}@example.com`,
    company: 'Load Test Ltd',
    country: 'Norway',
    contact: '+47 555 0100',
    role: userRoles[slot % userRoles.length] ?? 'subscriber',
    currentPlan: userPlans[slot % userPlans.length] ?? 'basic',
  };
  const invoice: InvoiceBodyInput = {
    client: {
      name,
      company: 'Load Test Ltd',
      companyEmail: `billing-${run}-${slot}@example.com`,
      address: '1 Test Street',
      country: 'Norway',
      contact: '+47 555 0100',
    },
    issuedOn: isoDay(0),
    dueOn: isoDay(30),
    salesperson: 'Load Test',
    note: '',
    items: [{ item: 'Load test', description: 'One cycle', cost: 12.5, qty: 1 + (slot % 3) }],
    taxRate: 10,
  };
  return {
    /** The task's and the event's title, the invoice's client name. */
    name,
    task: { task },
    taskChanges: (id: number) => ({ task: taskChanges(id) }),
    event: { event },
    eventChanges: (id: number) => ({ event: eventChanges(id) }),
    user,
    invoice,
    qty: 2 + (slot % 8),
  };
}

/**
 * Parses two cycles' bodies (both parities) with the contract's schemas before the run: a body the
 * server would answer 400 fails here, with zod's message, instead of as errors under load.
 */
export function checkBodies(run: string) {
  for (const slot of [0, 1]) {
    const b = bodies(run, slot);
    addTaskBodySchema.parse(b.task);
    updateTaskBodySchema.parse(b.taskChanges(1));
    addEventBodySchema.parse(b.event);
    updateEventBodySchema.parse(b.eventChanges(1));
    newUserSchema.parse(b.user);
    invoiceBodySchema.parse(b.invoice);
    productRefSchema.parse({ productId: 1 });
    cartQtySchema.parse({ qty: b.qty });
  }
}
