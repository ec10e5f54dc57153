import { describe, expect, it } from 'vitest';
import { pointLabels } from './point-labels';
import { unitsFor } from './use-units';

const now = new Date(Date.UTC(2025, 4, 15, 12));
const en = unitsFor('en');

describe('point labels', () => {
  it('names the twelve points of the last year by month, oldest first', () => {
    expect(pointLabels('last-year', 12, en, now)).toEqual([
      ...['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'],
    ]);
    // From 31 January, the first step ends on 2 March: it is February's.
    const lastDay = new Date(Date.UTC(2026, 0, 31));
    expect(pointLabels('last-year', 12, en, lastDay).slice(0, 3)).toEqual(['Feb', 'Mar', 'Apr']);
  });

  it('names the weeks of the last 28 days and of last month by the day they start', () => {
    expect(pointLabels('last-28-days', 4, en, now)).toEqual(['Apr 17', 'Apr 24', 'May 1', 'May 8']);
    // April has 30 days: four steps of 7.5 days.
    expect(pointLabels('last-month', 4, unitsFor('fr'), now)).toEqual([
      '1 avr.',
      '8 avr.',
      '16 avr.',
      '23 avr.',
    ]);
  });
});
