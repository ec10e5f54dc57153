import type { CalendarEvent, EventRemovedReply, EventReply } from '@beacon/contract/calendar';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

type ErrorBody = { error: Record<string, string[]> | string };

const all = 'calendars=Personal,Business,Family,Holiday,ETC';

/** Whether an event overlaps [from, until), worked out here from its answered boundaries. */
const overlaps = (event: CalendarEvent, from: string, until: string) => {
  const start = Date.parse(event.start.length === 10 ? `${event.start}T00:00:00Z` : event.start);
  const end = Date.parse(event.end.length === 10 ? `${event.end}T00:00:00Z` : event.end);
  const a = Date.parse(from);
  return start < Date.parse(until) && (end > a || start >= a);
};

const utcDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

describe.each(backends)('calendar on %s', (backend) => {
  const t = useTestApp(backend);
  const as = async (token: string | Promise<string>) => {
    const auth = { token: await token };
    return {
      list: async (query = all) => {
        const reply = await t.call<CalendarEvent[]>('GET', `/apps/calendar/events?${query}`, auth);
        expect(reply.status, `GET ?${query}: ${JSON.stringify(reply.body)}`).toBe(200);
        return reply.body;
      },
      get: (query: string) => t.call<ErrorBody>('GET', `/apps/calendar/events?${query}`, auth),
      post: <T>(path: string, body: unknown) =>
        t.call<T>('POST', `/apps/calendar/${path}`, { ...auth, body }),
      remove: <T>(query: string) =>
        t.call<T>('DELETE', `/apps/calendar/remove-event${query}`, auth),
    };
  };
  const admin = () => as(t.tokenOf('admin'));

  it('lists the 10 sample events relative to today, in start order', async () => {
    const events = await (await admin()).list();
    expect(events).toHaveLength(10);
    const count = (calendar: string) =>
      events.filter((e) => e.extendedProps.calendar === calendar).length;
    expect([
      count('Business'),
      count('Personal'),
      count('Family'),
      count('Holiday'),
      count('ETC'),
    ]).toEqual([4, 3, 1, 1, 1]);
    const first = events.find((e) => e.id === 1);
    expect(first).toMatchObject({
      allDay: false,
      url: '',
      extendedProps: { calendar: 'Business' },
    });
    expect(Math.abs(Date.parse(first?.start ?? '') - Date.now())).toBeLessThan(3 * 24 * 3600e3);
    expect(new Date(first?.start ?? '').getUTCHours()).toBe(14);
    expect(Date.parse(first?.end ?? '') - Date.parse(first?.start ?? '')).toBe(3600e3);
    for (const e of events.filter((e) => e.id !== 1)) {
      expect(e.allDay).toBe(true);
      expect(e.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const now = new Date();
    const y = now.getUTCFullYear();
    const m = now.getUTCMonth();
    expect(events.find((e) => e.id === 9)?.start).toBe(utcDate(y, m + 1, 1));
    expect(events.find((e) => e.id === 10)?.start).toBe(utcDate(y, m - 1, 1));
    expect(events.find((e) => e.id === 3)).toMatchObject({
      start: utcDate(y, m + 1, -9),
      end: utcDate(y, m + 1, -7),
      extendedProps: { calendar: 'Holiday', guests: [], location: '', description: '' },
    });
    const starts = events.map((e) =>
      Date.parse(e.start.length === 10 ? `${e.start}T00:00:00Z` : e.start),
    );
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('keeps only the selected calendars: repeated, comma list, any case; none selected is []', async () => {
    const api = await admin();
    const repeated = await api.list('calendars=Business&calendars=Holiday');
    expect(repeated).toHaveLength(5);
    expect(new Set(repeated.map((e) => e.extendedProps.calendar))).toEqual(
      new Set(['Business', 'Holiday']),
    );
    expect(await api.list('calendars=business,HOLIDAY')).toEqual(repeated);
    expect(await api.list('')).toEqual([]);
    expect(await api.list('calendars=')).toEqual([]);
    const bad = await api.get('calendars=Business,Work');
    expect(bad.status).toBe(400);
    expect((bad.body.error as Record<string, string[]>).calendars?.[0]).toMatch(
      /Unknown calendar: Work/,
    );
  });

  it('loads only a range when start and end are given', async () => {
    const api = await admin();
    const everything = await api.list();
    const now = new Date();
    const from = utcDate(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    const until = utcDate(now.getUTCFullYear(), now.getUTCMonth() + 2, 1);
    const nextMonth = await api.list(`${all}&start=${from}&end=${until}`);
    expect(nextMonth.map((e) => e.id)).toEqual(
      everything.filter((e) => overlaps(e, from, until)).map((e) => e.id),
    );
    expect(nextMonth.map((e) => e.id)).toContain(9);
    expect(nextMonth.map((e) => e.id)).not.toContain(10);
    // Event 1 is 14:00–15:00 UTC on the seed day: a half-hour window overlapping its start.
    const today = utcDate(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const startIso = `${today}T13:30:00Z`;
    const endIso = `${today}T14:30:00Z`;
    expect((await api.list(`${all}&start=${startIso}&end=${endIso}`)).map((e) => e.id)).toContain(
      1,
    );
    const reversed = await api.get(`${all}&start=${until}&end=${from}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toHaveProperty('end');
    expect((await api.get(`${all}&start=yesterday`)).body.error).toHaveProperty('start');
  });

  it('adds an event sent in the add shape (desc and url in extendedProps): 201 { event }', async () => {
    const api = await admin();
    const reply = await api.post<EventReply>('add-event', {
      event: {
        title: 'Planning',
        start: '2031-03-10T09:00:00.000Z',
        end: '2031-03-10T10:30:00.000Z',
        allDay: false,
        display: 'block',
        extendedProps: {
          calendar: 'Family',
          url: 'https://www.example.com',
          guests: ['Ada Brooks'],
          location: 'Office',
          desc: 'Bring the notes',
        },
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.event).toEqual({
      id: expect.any(Number) as number,
      url: 'https://www.example.com',
      title: 'Planning',
      start: '2031-03-10T09:00:00.000Z',
      end: '2031-03-10T10:30:00.000Z',
      allDay: false,
      extendedProps: {
        calendar: 'Family',
        guests: ['Ada Brooks'],
        location: 'Office',
        description: 'Bring the notes',
      },
    });
    expect(reply.body.event.id).toBeGreaterThan(10);
    const listed = await api.list('calendars=Family&start=2031-03-10&end=2031-03-11');
    expect(listed).toEqual([reply.body.event]);
  });

  it('adds an all-day event in the update shape, with end and calendar defaulted', async () => {
    const api = await admin();
    const reply = await api.post<EventReply>('add-event', {
      event: {
        title: 'Day off',
        start: '2031-04-01',
        allDay: true,
        url: '/apps/todo',
        extendedProps: { description: 'Rest' },
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.event).toMatchObject({
      start: '2031-04-01',
      end: '2031-04-01',
      url: '/apps/todo',
      allDay: true,
      extendedProps: { calendar: 'Business', description: 'Rest', guests: [] },
    });
    // A date-time given for an all-day event keeps its written date.
    const cut = await api.post<EventReply>('add-event', {
      event: { title: 'Cut', start: '2031-04-02T23:30:00+05:00', allDay: true },
    });
    expect(cut.body.event.start).toBe('2031-04-02');
  });

  it('refuses a missing title, an unknown calendar, an end before its start and bad values (400)', async () => {
    const api = await admin();
    const before = await api.list();
    const bad = async (event: unknown) => {
      const reply = await api.post<ErrorBody>('add-event', { event });
      expect(reply.status, JSON.stringify(event)).toBe(400);
      return reply.body.error as Record<string, string[]>;
    };
    const start = '2031-05-01T10:00:00Z';
    expect(await bad({ start })).toEqual({ 'event.title': ['Please enter the event title'] });
    expect(
      (await bad({ title: 'x', start, extendedProps: { calendar: 'Work' } }))[
        'event.extendedProps.calendar'
      ]?.[0],
    ).toMatch(/Personal, Business, Family, Holiday, ETC/);
    expect(await bad({ title: 'x', start, end: '2031-05-01T09:00:00Z' })).toEqual({
      'event.end': ['The end must not be before the start'],
    });
    expect(
      await bad({ title: 'x', start: '2031-05-02', end: '2031-05-01', allDay: true }),
    ).toHaveProperty('event.end');
    expect(await bad({ title: 'x' })).toHaveProperty('event.start');
    expect(await bad({ title: 'x', start: '2031-02-30' })).toHaveProperty('event.start');
    expect(await bad({ title: 'x', start: 'next monday' })).toHaveProperty('event.start');
    expect(await bad({ title: 'x', start, url: 'javascript:alert(1)' })).toHaveProperty(
      'event.url',
    );
    expect(
      await bad({ title: 'x', start, extendedProps: { url: 'javascript:alert(1)' } }),
    ).toHaveProperty('event.extendedProps.url');
    expect(await bad({ title: 'x', start, allDay: 'yes' })).toHaveProperty('event.allDay');
    expect(await bad({ title: 'x', start, extendedProps: { guests: 'Ada' } })).toHaveProperty(
      'event.extendedProps.guests',
    );
    expect(await bad(undefined)).toHaveProperty('event');
    expect(await api.list()).toEqual(before);
  });

  it('updates only what is sent (a drag sends id, start and end): 200 { event }', async () => {
    const api = await admin();
    const original = (await api.list()).find((e) => e.id === 2) as CalendarEvent;
    const dragged = await api.post<EventReply>('update-event', {
      event: { id: '2', start: '2031-06-10', end: '2031-06-11', allDay: true },
    });
    expect(dragged.status).toBe(200);
    expect(dragged.body.event).toEqual({ ...original, start: '2031-06-10', end: '2031-06-11' });
    // The other update shape, kept for API compatibility: url top-level, description in extendedProps.
    const edited = await api.post<EventReply>('update-event', {
      event: {
        id: 2,
        title: 'Client call',
        url: 'https://example.org/call',
        display: 'block',
        extendedProps: { description: 'Agenda attached', calendar: 'Personal', guests: ['Lori'] },
      },
    });
    expect(edited.body.event).toEqual({
      ...original,
      title: 'Client call',
      url: 'https://example.org/call',
      start: '2031-06-10',
      end: '2031-06-11',
      extendedProps: {
        calendar: 'Personal',
        guests: ['Lori'],
        location: '',
        description: 'Agenda attached',
      },
    });
    const timed = await api.post<EventReply>('update-event', {
      event: { id: 2, allDay: false, start: '2031-06-10T08:00:00Z', end: '2031-06-10T09:00:00Z' },
    });
    expect(timed.body.event).toMatchObject({
      allDay: false,
      start: '2031-06-10T08:00:00.000Z',
      end: '2031-06-10T09:00:00.000Z',
    });
  });

  it('refuses an update whose merged end is before its start, or an unknown id, changing nothing', async () => {
    const api = await admin();
    const before = await api.list();
    const early = await api.post<ErrorBody>('update-event', {
      event: { id: 2, end: '2031-06-01T00:00:00Z' },
    });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      error: { 'event.end': ['The end must not be before the start'] },
    });
    const unknown = await api.post<ErrorBody>('update-event', { event: { id: 99999, title: 'x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Event not found' });
    expect(
      (await api.post<ErrorBody>('update-event', { event: { title: 'x' } })).body.error,
    ).toHaveProperty('event.id');
    expect(await api.list()).toEqual(before);
  });

  it('removes one event; an unknown id is a 404 that removes nothing', async () => {
    const api = await admin();
    const before = await api.list();
    const unknown = await api.remove<ErrorBody>('?id=99999');
    expect(unknown.status).toBe(404);
    expect(await api.list()).toEqual(before);
    expect((await api.remove<ErrorBody>('?id=abc')).status).toBe(400);
    expect((await api.remove<ErrorBody>('')).status).toBe(400);
    const removed = await api.remove<EventRemovedReply>('?id=5');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: 5 });
    expect((await api.list()).map((e) => e.id)).toEqual(
      before.map((e) => e.id).filter((id) => id !== 5),
    );
    expect((await api.remove('?id=5')).status).toBe(404);
  });

  it('keeps each user’s events to themselves', async () => {
    const other = await as(t.signUp('calendar-other').then((user) => user.token));
    expect(await other.list()).toEqual([]);
    const adminApi = await admin();
    const before = await adminApi.list();
    expect((await other.post('update-event', { event: { id: 1, title: 'mine' } })).status).toBe(
      404,
    );
    expect((await other.remove('?id=1')).status).toBe(404);
    expect(await adminApi.list()).toEqual(before);
    const own = await other.post<EventReply>('add-event', {
      event: { title: 'Private', start: '2031-01-01', allDay: true },
    });
    expect(own.status).toBe(201);
    expect((await other.list()).map((e) => e.title)).toEqual(['Private']);
    expect((await adminApi.list()).map((e) => e.id)).not.toContain(own.body.event.id);
    expect((await adminApi.remove(`?id=${own.body.event.id}`)).status).toBe(404);
  });

  it('refuses the client demo account (403) and a caller without a token (401)', async () => {
    const client = await as(t.tokenOf('client'));
    expect((await client.get(all)).status).toBe(403);
    expect(
      (await client.post('add-event', { event: { title: 'x', start: '2031-01-01' } })).status,
    ).toBe(403);
    expect((await client.post('update-event', { event: { id: 1 } })).status).toBe(403);
    expect((await client.remove('?id=1')).status).toBe(403);
    expect((await t.call('GET', `/apps/calendar/events?${all}`)).status).toBe(401);
  });
});
