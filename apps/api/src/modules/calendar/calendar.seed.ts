import { type EventCalendar, eventCalendars } from '@beacon/contract/calendar';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlTextArray } from '../../lib/random';
import { events } from './calendar.table';

/** 10 sample events; `--scale N` adds generated ones up to N. */
export const SAMPLE_EVENTS = 10;

const hour = 60 * 60 * 1000;

/** Midnight UTC of a date counted from the 1st of this month (offset in months, then days). */
const utcDay = (now: Date, months: number, dayOfMonth: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, dayOfMonth));

/**
 * The 10 sample events with our own titles, relative to the seed day: L is the last
 * day of this month (day 0 of the next). All but the first are all-day. The first is a one-hour
 * meeting at 14:00 UTC on the seed day, not 24 hours from the seed's clock time, which would show
 * as a day-long block starting at an odd minute.
 */
export function sampleEvents(userId: number, now = new Date()): (typeof events.$inferInsert)[] {
  const fromLast = (days: number) => utcDay(now, 1, -days);
  const allDay = (
    title: string,
    calendar: EventCalendar,
    startAt: Date,
    endAt: Date,
  ): typeof events.$inferInsert => ({ userId, title, calendar, startAt, endAt, allDay: true });
  return [
    {
      userId,
      title: 'Roadmap Review',
      calendar: 'Business',
      startAt: new Date(utcDay(now, 0, now.getUTCDate()).getTime() + 14 * hour),
      endAt: new Date(utcDay(now, 0, now.getUTCDate()).getTime() + 15 * hour),
      allDay: false,
      location: 'Room 4',
      guests: ['Ada Brooks', 'Felix Grant'],
      description: 'Walk through the next quarter’s themes.',
    },
    allDay('Client Kick-off', 'Business', fromLast(11), fromLast(10)),
    allDay('Weekend by the Lake', 'Holiday', fromLast(9), fromLast(7)),
    allDay('Dentist Visit', 'Personal', fromLast(11), fromLast(10)),
    allDay('Board Game Night', 'ETC', fromLast(13), fromLast(12)),
    allDay('Morning Yoga', 'Personal', fromLast(13), fromLast(12)),
    allDay('Family Dinner', 'Family', fromLast(13), fromLast(12)),
    allDay('Product Demo', 'Business', fromLast(13), fromLast(12)),
    allDay('Monthly All-Hands', 'Business', utcDay(now, 1, 1), utcDay(now, 1, 1)),
    allDay('Annual Check-up', 'Personal', utcDay(now, -1, 1), utcDay(now, -1, 1)),
  ];
}

/**
 * Events 11…total for benchmarks, in one INSERT … SELECT: spread over four years around the
 * seed day (about seven a day), every calendar, a third of them all-day, timed ones 1–3 hours.
 */
async function seedGeneratedEvents(db: Db, userId: number, total: number) {
  const calendars = sqlTextArray(eventCalendars);
  await db.execute(
    sql.raw(`
    insert into events (user_id, start_at, end_at, all_day, calendar, title, location)
    select ${userId}, starts, starts + length, all_day,
           (${calendars})[1 + i % ${eventCalendars.length}], 'Event ' || i, 'Room ' || (i % 9)
    from generate_series(${SAMPLE_EVENTS + 1}, ${Math.floor(total)}) as i,
         lateral (select i % 3 = 0 as all_day) as kind,
         lateral (select date_trunc('day', now() at time zone 'utc') at time zone 'utc'
                         + ((i * 7) % 1461 - 730) * interval '1 day'
                         + case when all_day then interval '0' else (8 + i % 10) * interval '1 hour' end
                  as starts,
                  case when all_day then interval '1 day' else (1 + i % 3) * interval '1 hour' end
                  as length) as times
  `),
  );
}

/** The demo admin's calendar: the 10 samples (ids 1–10), then generated ones up to `total`. */
export async function seedCalendar(
  db: Db,
  { demoUserId, events: total = SAMPLE_EVENTS }: { demoUserId?: number; events?: number },
): Promise<void> {
  if (demoUserId === undefined) return;
  await db.insert(events).values(sampleEvents(demoUserId));
  if (total > SAMPLE_EVENTS) await seedGeneratedEvents(db, demoUserId, total);
}
