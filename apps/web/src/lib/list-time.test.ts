import { describe, expect, it } from 'vitest';
import { listTime } from './list-time';

const formats = {
  clock: new Intl.DateTimeFormat('en', { timeStyle: 'short' }),
  day: new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }),
  date: new Intl.DateTimeFormat('en', { dateStyle: 'short' }),
};
const now = new Date(2031, 10, 20, 18, 0);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('listTime', () => {
  it('says the clock time today, the day this year and the date before', () => {
    expect(listTime(formats, at(2031, 10, 20, 9, 5), now)).toBe('9:05 AM');
    expect(listTime(formats, at(2031, 10, 19, 23, 59), now)).toBe('Nov 19');
    expect(listTime(formats, at(2030, 11, 31, 12, 0), now)).toBe('12/31/30');
  });
});
