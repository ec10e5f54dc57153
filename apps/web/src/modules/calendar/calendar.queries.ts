import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CalendarEvent, EventCalendar } from '@beacon/contract/calendar';
import type { ApiBody } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';

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

export const eventsQuery = (params: EventsParams) =>
  queryOptions({
    queryKey: calendarKeys.events(params),
    // None selected: nothing to ask (the API would answer [] too).
    queryFn: ({ signal }) =>
      params.calendars.length === 0
        ? Promise.resolve<CalendarEvent[]>([])
        : unwrap(
            api.GET('/apps/calendar/events', {
              // `calendars=A&calendars=B`: one parameter per calendar.
              params: { query: { ...params, calendars: [...params.calendars] } },
              signal,
            }),
          ),
  });

/** An event as the add route takes it. */
export type NewEventBody = ApiBody<'/apps/calendar/add-event', 'post'>['event'];
/** A whole edit, or only id, start, end and allDay after a drag or a resize. */
export type EventChangesBody = ApiBody<'/apps/calendar/update-event', 'post'>['event'];

/** After a write, success or not, every range shown reloads: a failure shows the server's truth. */
const calendarWrite = { invalidates: [calendarKeys.all] };

export function useAddEvent() {
  return useMutation({
    mutationFn: (event: NewEventBody) =>
      unwrap(api.POST('/apps/calendar/add-event', { body: { event } })),
    meta: calendarWrite,
  });
}

/** A whole edit from the drawer, or only id, start, end and allDay after a drag or a resize. */
export function useUpdateEvent() {
  return useMutation({
    mutationFn: (event: EventChangesBody) =>
      unwrap(api.POST('/apps/calendar/update-event', { body: { event } })),
    meta: calendarWrite,
  });
}

export function useRemoveEvent() {
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/apps/calendar/remove-event', { params: { query: { id } } })),
    meta: calendarWrite,
  });
}
