import { queryOptions } from '@tanstack/react-query';
import { eventCalendars } from '@beacon/contract/calendar-values';
import { api, unwrap } from '../../../lib/http';

// Each key starts with the id of the module that owns the data (not "dashboard"): that module
// invalidates its whole key space after every write, so a change made on its page reaches these
// cards too. None sits under a module's `list` keys, which some modules rewrite optimistically.
export const widgetKeys = {
  nextEvents: ['calendar', 'dashboard', 'upcoming'] as const,
  latestInvoices: ['invoice', 'dashboard', 'latest'] as const,
  topInvoices: ['invoice', 'dashboard', 'top'] as const,
  timelineTasks: ['todo', 'dashboard', 'timeline'] as const,
  team: ['users', 'dashboard', 'team'] as const,
};

const year = 365 * 24 * 60 * 60 * 1000;

/**
 * The user's events of every calendar that have not ended yet, up to a year ahead, in start
 * order (the API sorts them). The card picks the next one: an event under way is not "next".
 */
export const upcomingEventsQuery = queryOptions({
  queryKey: widgetKeys.nextEvents,
  queryFn: ({ signal }) => {
    const now = new Date();
    return unwrap(
      api.GET('/apps/calendar/events', {
        params: {
          query: {
            calendars: [...eventCalendars],
            start: now.toISOString(),
            end: new Date(now.getTime() + year).toISOString(),
          },
        },
        signal,
      }),
    );
  },
});

/** Invoices only: `allData=false` leaves out the every-invoice list the list page does not need. */
const invoices = (sortColumn: 'issuedDate' | 'total', perPage: number) =>
  ({ sortColumn, sort: 'desc', perPage, page: 1, allData: 'false' }) as const;

/** There is no list of payments: the latest invoices stand for the latest transactions. */
export const latestInvoicesQuery = queryOptions({
  queryKey: widgetKeys.latestInvoices,
  queryFn: ({ signal }) =>
    unwrap(
      api.GET('/apps/invoice/invoices', { params: { query: invoices('issuedDate', 5) }, signal }),
    ),
  select: (reply) => reply.invoices,
});

export const topInvoicesQuery = queryOptions({
  queryKey: widgetKeys.topInvoices,
  queryFn: ({ signal }) =>
    unwrap(api.GET('/apps/invoice/invoices', { params: { query: invoices('total', 6) }, signal })),
  select: (reply) => reply.invoices,
});

/** Every task that is not deleted (the card picks the ones due nearest to today). */
export const timelineTasksQuery = queryOptions({
  queryKey: widgetKeys.timelineTasks,
  queryFn: async ({ signal }) => {
    const reply = await unwrap(
      api.GET('/apps/todo/tasks', { params: { query: { sortBy: 'due-date' } }, signal }),
    );
    // Asked for no page, the list answers the whole array.
    return Array.isArray(reply) ? reply : reply.tasks;
  },
});

export const teamQuery = queryOptions({
  queryKey: widgetKeys.team,
  queryFn: ({ signal }) =>
    unwrap(api.GET('/api/users/list/data', { params: { query: { page: 1, perPage: 4 } }, signal })),
});
