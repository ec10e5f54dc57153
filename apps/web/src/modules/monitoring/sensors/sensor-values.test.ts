import { describe, expect, it } from 'vitest';
import { stateAt } from './sensor-values';
import { testSensor } from './test-sensor';

const at = Date.parse('2026-11-29T12:00:00.000Z');
const heard = (secondsAgo: number) => new Date(at - secondsAgo * 1000).toISOString();

describe('a sensor’s state on screen', () => {
  it('ages as the minutes pass without a reading', () => {
    expect(stateAt(testSensor({ lastReadingAt: heard(60) }), at)).toBe('online');
    expect(stateAt(testSensor({ lastReadingAt: heard(301) }), at)).toBe('stale');
    expect(stateAt(testSensor({ lastReadingAt: heard(3601) }), at)).toBe('offline');
    expect(stateAt(testSensor({ lastReadingAt: null }), at)).toBe('offline');
  });

  it('never looks livelier than the API said, nor a retired sensor anything but retired', () => {
    // A browser clock behind the server's: the API's "offline" stands.
    expect(stateAt(testSensor({ lastReadingAt: heard(60), state: 'offline' }), at)).toBe('offline');
    expect(
      stateAt(testSensor({ retiredAt: heard(10), state: 'retired', lastReadingAt: heard(5) }), at),
    ).toBe('retired');
  });
});
