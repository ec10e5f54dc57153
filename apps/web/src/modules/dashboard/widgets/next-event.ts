import type { CalendarEvent } from '@beacon/contract/calendar';
import { localIsoDay } from './widget-dates';

/** When an event begins for the reader: an all-day event at the start of its day, where they are. */
export function eventBegins(event: CalendarEvent): Date {
  if (!event.allDay) return new Date(event.start);
  const [year = 0, month = 1, day = 1] = event.start.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * The soonest event that has not begun yet. An all-day event of today still counts (it is today's
 * event, not a past one); a timed event under way does not.
 */
export function nextEvent(events: readonly CalendarEvent[], now: Date): CalendarEvent | null {
  const today = localIsoDay(now);
  const upcoming = events.filter((event) =>
    event.allDay ? event.start.slice(0, 10) >= today : eventBegins(event) >= now,
  );
  upcoming.sort((a, b) => eventBegins(a).getTime() - eventBegins(b).getTime());
  return upcoming[0] ?? null;
}

/** The last day of an all-day event: its `end` is exclusive (the day after), as FullCalendar's. */
export function lastDay(event: CalendarEvent): string {
  const start = event.start.slice(0, 10);
  const end = new Date(`${event.end.slice(0, 10)}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() - 1);
  const last = end.toISOString().slice(0, 10);
  return last < start ? start : last;
}
