// The calendar module's fixed values without zod, for code that must stay small: the web app's
// route search schemas are in its first-paint bundle (calendar.ts re-exports all of this).

/** Spec §9, in the sidebar's order. */
export const eventCalendars = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type EventCalendar = (typeof eventCalendars)[number];

/** The label a new event gets when the client names none. */
export const defaultEventCalendar: EventCalendar = 'Business';

export const eventTitleMax = 200;
export const eventDescriptionMax = 5_000;
export const eventGuestsMax = 50;

export const calendarMessages = {
  eventNotFound: 'Event not found',
  titleRequired: 'Please enter the event title',
  endBeforeStart: 'The end must not be before the start',
} as const;

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The instant an event boundary stands for. All-day events keep only the calendar date as written
 * (the text before "T"), at midnight UTC, so a date never shifts with the server's or the
 * browser's time zone; other times are exact, and a time without a zone is read as UTC.
 */
export function eventInstant(text: string, allDay: boolean): Date {
  if (allDay || dateOnly.test(text)) return new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return new Date(hasZone.test(text) ? text : `${text}Z`);
}
