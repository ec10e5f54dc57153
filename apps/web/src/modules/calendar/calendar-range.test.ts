import { describe, expect, it } from 'vitest';
import { addDays, today } from './calendar-days';
import { firstDayOf, shownDays, shownEventsParams } from './calendar-range';

// Tuesday 15 April 2031.
const day = '2031-04-15';

describe('the days a view shows', () => {
  it('shows six whole weeks for a month, from the week the 1st falls in', () => {
    expect(shownDays('month', day, 'en')).toEqual({
      start: '2031-03-30', // a Sunday
      end: '2031-05-11',
    });
    expect(shownDays('month', day, 'fr')).toEqual({
      start: '2031-03-31', // a Monday
      end: '2031-05-12',
    });
    expect(shownDays('month', day, 'ar')).toEqual({
      start: '2031-03-29', // a Saturday
      end: '2031-05-10',
    });
  });

  it('starts a month on its 1st when the 1st starts the week', () => {
    // 1 June 2031 is a Sunday.
    expect(shownDays('month', '2031-06-20', 'en').start).toBe('2031-06-01');
  });

  it('shows the week of the day, the day, and the month’s days in the list', () => {
    expect(shownDays('week', day, 'de')).toEqual({
      start: '2031-04-14',
      end: '2031-04-21',
    });
    expect(shownDays('week', day, 'en')).toEqual({
      start: '2031-04-13',
      end: '2031-04-20',
    });
    expect(shownDays('day', day, 'en')).toEqual({ start: day, end: '2031-04-16' });
    expect(shownDays('list', '2031-12-31', 'en')).toEqual({
      start: '2031-12-01',
      end: '2032-01-01',
    });
  });

  it('shows today when no day is given', () => {
    expect(shownDays('day', undefined, 'en')).toEqual({ start: today(), end: addDays(today(), 1) });
  });

  it('starts the week on Sunday in a language it does not know', () => {
    expect(firstDayOf('xx')).toBe(0);
  });
});

describe('the events query of the days shown', () => {
  it('asks for a day more on each side, whatever the browser’s zone', () => {
    const params = shownEventsParams({ start: '2031-03-30', end: '2031-05-11' }, ['Family']);
    expect(params).toEqual({ calendars: ['Family'], start: '2031-03-29', end: '2031-05-12' });
  });
});
