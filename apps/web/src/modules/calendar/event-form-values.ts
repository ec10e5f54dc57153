// The drawer's values and the payload made of them, without zod: the calendar page imports
// `blankEvent`, and the contract's schemas stay in the drawer's lazy chunk (event-validation.ts).
import type { CalendarEvent } from '@beacon/contract/calendar';
import type { NewEventBody } from './calendar.queries';
import { type EventCalendar, defaultEventCalendar } from '@beacon/contract/calendar-values';
import { addDays, fromLocalDateTime, localDateTime } from './calendar-days';

/**
 * The drawer's fields. Days and times are the pickers' local text: `YYYY-MM-DD` for an all-day
 * event, `YYYY-MM-DD HH:mm:ss` otherwise; the end day of an all-day event is the last day it
 * covers (people count inclusively; the API's end is the day after).
 */
export interface EventFormValues {
  title: string;
  calendar: EventCalendar;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  guests: string[];
  location: string;
  description: string;
}

/** Our own sample names for the guests list (a fixed list: guests are not accounts). */
export const guestNames = [
  'Ada Brooks',
  'Felix Grant',
  'Mina Okafor',
  'Tomás Rivera',
  'Lena Fischer',
  'Yusuf Haddad',
] as const;

/** A new event on a day (a click on the day, or "Add Event" for today): all day, that day only. */
export function blankEvent(day: string): EventFormValues {
  return {
    title: '',
    calendar: defaultEventCalendar,
    start: day,
    end: day,
    allDay: true,
    url: '',
    guests: [],
    location: '',
    description: '',
  };
}

/** A stored event in the drawer: days inclusive, times in the browser's zone. */
export function eventFormValues(event: CalendarEvent): EventFormValues {
  const { extendedProps: more } = event;
  const dates = event.allDay
    ? {
        start: event.start.slice(0, 10),
        // A one-day event ends the next day (exclusive); an end not after the start is that day.
        end:
          event.end.slice(0, 10) > event.start.slice(0, 10)
            ? addDays(event.end, -1)
            : event.start.slice(0, 10),
      }
    : {
        start: localDateTime(new Date(event.start)),
        end: localDateTime(new Date(event.end)),
      };
  return {
    title: event.title,
    calendar: more.calendar,
    ...dates,
    allDay: event.allDay,
    url: event.url,
    guests: [...more.guests],
    location: more.location,
    description: more.description,
  };
}

/**
 * Switching "All Day" keeps the days: off gives 09:00 – 10:00 local time, on drops the times.
 */
export function withAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  if (allDay === values.allDay) return values;
  if (allDay)
    return { ...values, allDay, start: values.start.slice(0, 10), end: values.end.slice(0, 10) };
  const startDay = values.start.slice(0, 10);
  const endDay = values.end.slice(0, 10) || startDay;
  return {
    ...values,
    allDay,
    start: startDay && `${startDay} 09:00:00`,
    end: endDay && `${endDay} 10:00:00`,
  };
}

/** A picker's text as the API wants it: the day for all-day events, else the UTC instant. */
function boundary(text: string, allDay: boolean, isEnd: boolean): string {
  if (allDay) {
    const day = text.slice(0, 10);
    return isEnd && day ? addDays(day, 1) : day;
  }
  return fromLocalDateTime(text)?.toISOString() ?? text;
}

/**
 * The one payload shape the screen sends, for add and update alike:
 * `{ title, start, end, allDay, url, extendedProps: { calendar, guests, location, description } }`.
 */
export function eventPayload(values: EventFormValues): NewEventBody {
  const end = values.end || values.start;
  return {
    title: values.title,
    start: boundary(values.start, values.allDay, false),
    end: boundary(end, values.allDay, true),
    allDay: values.allDay,
    url: values.url.trim(),
    extendedProps: {
      calendar: values.calendar,
      guests: values.guests,
      location: values.location,
      description: values.description,
    },
  };
}

/** What the drawer edits: a new event (its first values), or a stored one. */
export type EventDrawerContent =
  { mode: 'add'; values: EventFormValues } | { mode: 'update'; event: CalendarEvent };

export type EventDrawerState = EventDrawerContent & {
  /** A new number each time the drawer opens: the form starts afresh. */
  key: number;
};
