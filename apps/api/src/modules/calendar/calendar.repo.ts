import {
  type CalendarEvent,
  type EventCalendar,
  type EventChanges,
  type EventsListQuery,
  type NewEvent,
  eventInstant,
} from '@beacon/contract/calendar';
import { type SQL, and, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from './calendar.table';

type EventRow = typeof events.$inferSelect;

/** All-day boundaries as dates (what FullCalendar reads as all-day); others as UTC instants. */
const boundary = (at: Date, allDay: boolean) =>
  allDay ? at.toISOString().slice(0, 10) : at.toISOString();

export const toEvent = (row: EventRow): CalendarEvent => ({
  id: row.id,
  url: row.url,
  title: row.title,
  start: boundary(row.startAt, row.allDay),
  end: boundary(row.endAt, row.allDay),
  allDay: row.allDay,
  extendedProps: {
    // Stored calendars were checked by the contract (or written by the seed) on the way in.
    calendar: row.calendar as EventCalendar,
    guests: row.guests,
    location: row.location,
    description: row.description,
  },
});

/** As `boundary`, in SQL: a date for all-day events, else UTC with milliseconds like toISOString. */
const boundarySql = (at: SQL | typeof events.startAt) =>
  sql`case when ${events.allDay} then to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')
      else to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`;

/** The reply's event object, built by the database (see listEventsJson). Same fields as toEvent. */
const eventJson = sql`json_build_object(
  'id', ${events.id}, 'url', ${events.url}, 'title', ${events.title},
  'start', ${boundarySql(events.startAt)}, 'end', ${boundarySql(events.endAt)},
  'allDay', ${events.allDay},
  'extendedProps', json_build_object('calendar', ${events.calendar}, 'guests', ${events.guests},
                                     'location', ${events.location},
                                     'description', ${events.description}))`;

/**
 * The caller's events in the selected calendars (none selected: none), overlapping [start, end)
 * when a range is given, in start order: the reply's JSON text, built by the database. Decoding a
 * view's hundreds of rows column by column costs more than the query itself on PGlite.
 */
export async function listEventsJson(
  db: Db,
  userId: number,
  { calendars, start, end }: EventsListQuery,
): Promise<string> {
  if (calendars.length === 0) return '[]';
  const from = start === undefined ? undefined : eventInstant(start, false);
  const until = end === undefined ? undefined : eventInstant(end, false);
  const [row] = await db
    .select({
      list: sql<string>`coalesce(json_agg(${eventJson} order by ${events.startAt}, ${events.id}), '[]')::text`,
    })
    .from(events)
    .where(
      and(
        eq(events.userId, userId),
        inArray(events.calendar, calendars),
        until ? lt(events.startAt, until) : undefined,
        // An event of no length that starts at `from` is in the range too.
        from ? or(gt(events.endAt, from), gte(events.startAt, from)) : undefined,
      ),
    );
  return row?.list ?? '[]';
}

const stored = (
  text: string | undefined,
  allDay: boolean,
  fallback: Date,
  wasAllDay: boolean,
): Date =>
  text === undefined
    ? // An event switched to all-day keeps its date; the time is dropped.
      allDay && !wasAllDay
      ? eventInstant(fallback.toISOString(), true)
      : fallback
    : eventInstant(text, allDay);

export async function addEvent(db: Db, userId: number, event: NewEvent): Promise<CalendarEvent> {
  const { start, end, ...rest } = event;
  const [row] = await db
    .insert(events)
    .values({
      ...rest,
      userId,
      startAt: eventInstant(start, event.allDay),
      endAt: eventInstant(end, event.allDay),
    })
    .returning();
  if (!row) throw new Error('the event insert returned no row');
  return toEvent(row);
}

/** The fields that were sent: an absent one keeps its stored value. */
const definedOnly = <T extends object>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

export type UpdateResult =
  { kind: 'updated'; event: CalendarEvent } | { kind: 'missing' } | { kind: 'endBeforeStart' };

/** Merges the changes into the caller's event; the merged end must not precede its start. */
export async function updateEvent(
  db: Db,
  userId: number,
  changes: EventChanges,
): Promise<UpdateResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(events)
      .where(and(eq(events.userId, userId), eq(events.id, changes.id)))
      .for('update');
    if (!current) return { kind: 'missing' };
    const allDay = changes.allDay ?? current.allDay;
    const startAt = stored(changes.start, allDay, current.startAt, current.allDay);
    const endAt = stored(changes.end, allDay, current.endAt, current.allDay);
    if (endAt < startAt) return { kind: 'endBeforeStart' };
    const { title, url, calendar, guests, location, description } = changes;
    const [row] = await tx
      .update(events)
      .set({
        ...definedOnly({ title, url, calendar, guests, location, description }),
        allDay,
        startAt,
        endAt,
      })
      .where(and(eq(events.userId, userId), eq(events.id, changes.id)))
      .returning();
    if (!row) throw new Error('the event vanished inside its transaction');
    return { kind: 'updated', event: toEvent(row) };
  });
}

export async function removeEvent(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(events)
    .where(and(eq(events.userId, userId), eq(events.id, id)))
    .returning({ id: events.id });
  return rows.length > 0;
}
