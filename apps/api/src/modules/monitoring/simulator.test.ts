import { describe, expect, it } from 'vitest';
import { sampleProfileOf, sampleSensors } from './monitoring.samples';
import {
  type SensorProfile,
  dropoutsBetween,
  excursionsBetween,
  historyStepSeconds,
  inDropout,
  readingAt,
  readingsBetween,
  readingsDue,
} from './simulator';

const coldRoom: SensorProfile = {
  seed: 7,
  setPoint: 4,
  dailyAmplitude: 0.8,
  peakHour: 15,
  noise: 0.3,
  excursionRise: 6,
  excursionsPerDay: 0.1,
  dropoutsPerDay: 0.1,
};
const from = new Date('2026-03-01T00:00:00Z');
const to = new Date('2026-03-31T00:00:00Z');
const month = readingsBetween(coldRoom, from, to, 60);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describe('the reading generator', () => {
  it('holds its set point on average over a month', () => {
    expect(mean(month.map((r) => r.value))).toBeGreaterThan(3.8);
    expect(mean(month.map((r) => r.value))).toBeLessThan(4.4);
  });

  it('follows a daily cycle: warmest around its peak hour, coolest twelve hours later', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) =>
      mean(month.filter((r) => r.at.getUTCHours() === hour).map((r) => r.value)),
    );
    const warmest = byHour.indexOf(Math.max(...byHour));
    const coolest = byHour.indexOf(Math.min(...byHour));
    expect(Math.abs(warmest - 15)).toBeLessThanOrEqual(2);
    expect(Math.abs(coolest - 3)).toBeLessThanOrEqual(2);
    // The swing is twice the amplitude, give or take the noise and the excursions.
    const swing = Math.max(...byHour) - Math.min(...byHour);
    expect(swing).toBeGreaterThan(1.2);
    expect(swing).toBeLessThan(2.4);
  });

  it('has door-left-open excursions in a month, rising about 6 °C over twenty minutes', () => {
    const excursions = excursionsBetween(coldRoom, from, to);
    expect(excursions.length).toBeGreaterThanOrEqual(1);
    // Seen from its start to twenty minutes on (unless the sensor was in a dropout just then).
    const rises = excursions.flatMap((episode) => {
      const start = readingAt(coldRoom, new Date(episode.start));
      const top = readingAt(coldRoom, new Date(episode.start + 20 * 60_000));
      return start === null || top === null ? [] : [top - start];
    });
    expect(rises.length).toBeGreaterThanOrEqual(1);
    for (const rise of rises) expect(rise).toBeGreaterThan(2.5);
    expect(Math.max(...month.map((r) => r.value))).toBeGreaterThan(8);
  });

  it('drops out now and then: minutes with no reading at all', () => {
    const dropouts = dropoutsBetween(coldRoom, from, to);
    expect(dropouts.length).toBeGreaterThanOrEqual(1);
    const [first] = dropouts;
    if (!first) throw new Error('no dropout');
    const middle = new Date((first.start + first.end) / 2);
    expect(inDropout(coldRoom, middle)).toBe(true);
    expect(readingAt(coldRoom, middle)).toBeNull();
    const gaps = month.slice(1).map((r, i) => r.at.getTime() - (month[i]?.at.getTime() ?? 0));
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(20 * 60_000);
    expect(month.length).toBeLessThan(30 * 24 * 60);
  });

  it('gives the same readings for the same seed, and other readings for another', () => {
    const again = readingsBetween({ ...coldRoom }, from, new Date('2026-03-02T00:00:00Z'), 60);
    expect(again).toEqual(month.slice(0, again.length));
    const other = readingsBetween(
      { ...coldRoom, seed: 8 },
      from,
      new Date('2026-03-02T00:00:00Z'),
      60,
    );
    expect(other.map((r) => r.value)).not.toEqual(again.map((r) => r.value));
  });

  it('reads on the clock’s grid, from included and to excluded, to a hundredth', () => {
    const some = readingsBetween(
      coldRoom,
      new Date('2026-03-10T10:00:30Z'),
      new Date('2026-03-10T10:05:00Z'),
      60,
    );
    expect(some.map((r) => r.at.toISOString())).toEqual(
      ['01', '02', '03', '04']
        .map((m) => `2026-03-10T10:${m}:00.000Z`)
        .filter((iso) => !inDropout(coldRoom, new Date(iso))),
    );
    for (const { value } of some) expect(Math.round(value * 100) / 100).toBe(value);
  });

  it('owes a sensor its last minutes a minute apart, and a long silence at the history’s pace', () => {
    const now = new Date('2026-03-20T12:00:00Z');
    const recent = readingsDue(coldRoom, new Date('2026-03-20T11:57:00Z'), now);
    expect(recent.every((r) => r.at > new Date('2026-03-20T11:57:00Z') && r.at <= now)).toBe(true);
    expect(recent.length).toBeLessThanOrEqual(3);

    const after = readingsDue(coldRoom, new Date('2026-03-19T12:00:00Z'), now);
    const steps = new Set(
      after.slice(1).map((r, i) => r.at.getTime() - (after[i]?.at.getTime() ?? 0)),
    );
    expect(steps.has(historyStepSeconds * 1000)).toBe(true);
    expect(steps.has(60_000)).toBe(true);
    expect(after.at(-1)?.at.getTime()).toBeLessThanOrEqual(now.getTime());

    // Never more than the history's month, however long the silence.
    const never = readingsDue(coldRoom, null, now);
    expect(never[0]?.at.getTime()).toBeGreaterThanOrEqual(now.getTime() - 30 * 86_400_000);
  });

  it('knows the sample sensors by name, whatever the case, and no other', () => {
    expect(sampleSensors).toHaveLength(12);
    expect(new Set(sampleSensors.map((s) => s.zone)).size).toBe(4);
    expect(sampleProfileOf('freezer b1')).toEqual(sampleSensors[4]?.profile);
    expect(sampleProfileOf('My own sensor')).toBeUndefined();
  });
});
