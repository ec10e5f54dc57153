import type { EventInput } from '@fullcalendar/react';
import type { CalendarEvent } from '@beacon/contract/calendar';
import type { EventChangesBody } from './calendar.queries';
import { eventFill } from './calendar-colors';
import { addDays, localDay } from './calendar-days';

/**
 * An API event as FullCalendar reads it: all-day boundaries stay plain days (read as the local
 * day), timed ones are UTC instants (shown in the browser's zone). The link is left out on
 * purpose: FullCalendar would follow it on click, where a click should open the event.
 */
export function toCalendarInput(event: CalendarEvent): EventInput {
  const fill = eventFill(event.extendedProps.calendar);
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    color: fill,
    contrastColor: '#fff',
    extendedProps: { event },
  };
}

/** What FullCalendar tells of an event after a drag or a resize (a part of its EventApi). */
export interface MovedEvent {
  id: string;
  allDay: boolean;
  start: Date | null;
  end: Date | null;
  /** FullCalendar's own text of the boundaries: the day alone for an all-day event. */
  startStr: string;
  endStr: string;
}

const hour = 60 * 60 * 1000;

/**
 * The update a drag or a resize sends: only id, start, end and allDay. All-day boundaries are
 * the days FullCalendar shows (its own text, so the browser's zone cannot shift them), the end
 * exclusive; timed ones are UTC. An event dropped without an end gets FullCalendar's default
 * length: one day, or one hour once timed.
 */
export function movedEventChanges(moved: MovedEvent): EventChangesBody | null {
  if (!moved.start) return null;
  const id = Number(moved.id);
  if (moved.allDay) {
    const start = moved.startStr.slice(0, 10) || localDay(moved.start);
    const end = moved.end ? moved.endStr.slice(0, 10) || localDay(moved.end) : addDays(start, 1);
    return { id, start, end, allDay: true };
  }
  const end = moved.end ?? new Date(moved.start.getTime() + hour);
  return { id, start: moved.start.toISOString(), end: end.toISOString(), allDay: false };
}
