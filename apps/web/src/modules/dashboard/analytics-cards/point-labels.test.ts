import { describe, expect, it } from 'vitest';
import { pointLabels } from './point-labels';
import { unitsFor } from './use-units';

const now = new Date(Date.UTC(2025, 4, 15, 12));
const en = unitsFor('en');

describe('point labels', () => {
  it('names the twelve points of the last year by month, oldest first, this month the last', () => {
    expect(pointLabels('last-year', 12, en, now)).toEqual([
      ...['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May'],
    ]);
    const lastDay = new Date(Date.UTC(2026, 0, 31));
    expect(pointLabels('last-year', 12, en, lastDay).slice(0, 3)).toEqual(['Feb', 'Mar', 'Apr']);
  });

  it('names the weeks of the last 28 days and of last month by the day they start', () => {
    // Today is the 28th day: the first starts on 18 April.
    expect(pointLabels('last-28-days', 4, en, now)).toEqual(['Apr 18', 'Apr 25', 'May 2', 'May 9']);
    // April has 30 days: four steps of 7.5 days, each starting on a whole day.
    expect(pointLabels('last-month', 4, unitsFor('fr'), now)).toEqual([
      '1 avr.',
      '9 avr.',
      '16 avr.',
      '24 avr.',
    ]);
  });
});
