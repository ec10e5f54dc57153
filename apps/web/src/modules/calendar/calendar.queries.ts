import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarEvent,
  EventCalendar,
  EventChangesInput,
  EventRemovedReply,
  EventReply,
  NewEventInput,
} from '@beacon/contract/calendar';
import { api } from '../../lib/http';

/** Every key starts with the module id: one invalidation of `all` reloads every range shown. */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: (params: EventsParams) => [...calendarKeys.all, 'events', params] as const,
};

/** The selected calendars and the days around the visible range (`start` ≤ day < `end`). */
export interface EventsParams {
  calendars: readonly EventCalendar[];
  start: string;
  end: string;
}

/** `?calendars=A&calendars=B&start=…&end=…`: `api()`'s query holds one value per name. */
export function eventsPath({ calendars, start, end }: EventsParams): string {
  const search = new URLSearchParams();
  for (const calendar of calendars) search.append('calendars', calendar);
  search.set('start', start);
  search.set('end', end);
  return `/apps/calendar/events?${search.toString()}`;
}

export const eventsQuery = (params: EventsParams) =>
  queryOptions({
    queryKey: calendarKeys.events(params),
    // None selected: nothing to ask (the API would answer [] too).
    queryFn: ({ signal }) =>
      params.calendars.length === 0
        ? Promise.resolve<CalendarEvent[]>([])
        : api<CalendarEvent[]>(eventsPath(params), { signal }),
  });

/** After a write, success or not, every range shown reloads: a failure shows the server's truth. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarKeys.all });
}

export function useAddEvent() {
  const onSettled = useInvalidateAll();
  return useMutation({
    mutationFn: (event: NewEventInput) =>
      api<EventReply>('/apps/calendar/add-event', { method: 'POST', body: { event } }),
    onSettled,
  });
}

/** A whole edit from the drawer, or only id, start, end and allDay after a drag or a resize. */
export function useUpdateEvent() {
  const onSettled = useInvalidateAll();
  return useMutation({
    mutationFn: (event: EventChangesInput) =>
      api<EventReply>('/apps/calendar/update-event', { method: 'POST', body: { event } }),
    onSettled,
  });
}

export function useRemoveEvent() {
  const onSettled = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) =>
      api<EventRemovedReply>('/apps/calendar/remove-event', { method: 'DELETE', query: { id } }),
    onSettled,
  });
}
