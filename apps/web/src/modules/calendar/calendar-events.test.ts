import type { CalendarEvent } from '@beacon/contract/calendar';
import { describe, expect, it } from 'vitest';
import { addDays, fromLocalDateTime, localDateTime, localDay } from './calendar-days';
import { movedEventChanges, toCalendarInput } from './calendar-events';

const stored: CalendarEvent = {
  id: 12,
  url: 'https://example.com/agenda',
  title: 'Board meeting',
  start: '2031-04-02',
  end: '2031-04-04',
  allDay: true,
  extendedProps: { calendar: 'Holiday', guests: [], location: '', description: '' },
};

describe('calendar days', () => {
  it('counts days across months and leap years without a time zone', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
  });

  it('reads and writes the pickers’ local text', () => {
    const moment = new Date(2031, 3, 2, 9, 30);
    expect(localDay(moment)).toBe('2031-04-02');
    expect(localDateTime(moment)).toBe('2031-04-02 09:30:00');
    expect(fromLocalDateTime('2031-04-02 09:30:00')).toEqual(moment);
    expect(fromLocalDateTime('not a date')).toBeNull();
  });
});

describe('API event → FullCalendar', () => {
  it('keeps all-day boundaries as days, colours by calendar, and leaves the link out', () => {
    const input = toCalendarInput(stored);
    expect(input).toMatchObject({
      id: '12',
      title: 'Board meeting',
      start: '2031-04-02',
      end: '2031-04-04',
      allDay: true,
    });
    expect(input.color).toContain('--mantine-color-green-9');
    // A url would make FullCalendar follow the link where a click should open the event.
    expect(input.url).toBeUndefined();
    expect(input.extendedProps).toEqual({ event: stored });
  });
});

describe('a drag or a resize → the update sent', () => {
  it('sends the days FullCalendar shows for an all-day event, end exclusive', () => {
    // FullCalendar's text is the day alone; the Date objects are local midnights.
    const moved = {
      id: '12',
      allDay: true,
      start: new Date(2031, 3, 9),
      end: new Date(2031, 3, 11),
      startStr: '2031-04-09',
      endStr: '2031-04-11',
    };
    expect(movedEventChanges(moved)).toEqual({
      id: 12,
      start: '2031-04-09',
      end: '2031-04-11',
      allDay: true,
    });
  });

  it('gives an all-day event without an end one day', () => {
    const moved = {
      id: '3',
      allDay: true,
      start: new Date(2031, 3, 9),
      end: null,
      startStr: '2031-04-09',
      endStr: '',
    };
    expect(movedEventChanges(moved)).toMatchObject({ start: '2031-04-09', end: '2031-04-10' });
  });

  it('sends timed events as UTC instants, one hour long when FullCalendar gives no end', () => {
    const start = new Date(2031, 3, 9, 14, 0);
    const moved = {
      id: '4',
      allDay: false,
      start,
      end: null,
      startStr: 'ignored',
      endStr: '',
    };
    expect(movedEventChanges(moved)).toEqual({
      id: 4,
      start: start.toISOString(),
      end: new Date(2031, 3, 9, 15, 0).toISOString(),
      allDay: false,
    });
    expect(movedEventChanges(moved)?.start).toMatch(/Z$/);
  });
});
