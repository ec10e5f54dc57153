import type { EventCalendar } from '@beacon/contract/calendar-values';
import { addDays, today } from './calendar-days';
import type { EventsParams } from './calendar.queries';
import type { CalendarViewName } from './calendar-view-names';

/** Days shown by a view, `YYYY-MM-DD`: `start` ≤ day < `end`. */
export interface ShownDays {
  start: string;
  end: string;
}

// As FullCalendar's locales have it (0 is Sunday). The calendar is given this too, so the days
// asked for before it has drawn are the days it draws.
const firstDays: Record<string, number> = { en: 0, fr: 1, de: 1, pt: 1, ar: 6 };

/** The first day of the week in a language (0 Sunday … 6 Saturday). */
export const firstDayOf = (language: string): number => firstDays[language] ?? 0;

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const weekStart = (day: string, firstDay: number) =>
  addDays(day, -((weekday(day) - firstDay + 7) % 7));

function nextMonth(first: string): string {
  const date = new Date(`${first}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The days FullCalendar shows for a view around a day (none is today) in a language: six whole
 * weeks for a month (its fixed week count), the week, the day, or the month's days for the list.
 * Known before the calendar's code has loaded, so that its events can be asked for meanwhile.
 */
export function shownDays(
  view: CalendarViewName,
  date: string | undefined,
  language: string,
): ShownDays {
  const day = date ?? today();
  const firstDay = firstDayOf(language);
  const first = `${day.slice(0, 7)}-01`;
  switch (view) {
    case 'month': {
      const start = weekStart(first, firstDay);
      return { start, end: addDays(start, 42) };
    }
    case 'week': {
      const start = weekStart(day, firstDay);
      return { start, end: addDays(start, 7) };
    }
    case 'day':
      return { start: day, end: addDays(day, 1) };
    case 'list':
      return { start: first, end: nextMonth(first) };
  }
}

/**
 * The events query for the days shown: a day more on each side, so timed events near the edges
 * are there whatever the browser's zone (the API reads days as midnight UTC, up to 14 hours away
 * from local midnight).
 */
export function shownEventsParams(
  shown: ShownDays,
  calendars: readonly EventCalendar[],
): EventsParams {
  return { calendars, start: addDays(shown.start, -1), end: addDays(shown.end, 1) };
}
