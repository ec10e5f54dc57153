import { describe, expect, it } from 'vitest';
import { parseOptions, profileOf, readingsSince } from './simulate';

describe('npm run simulate', () => {
  it('takes its options, with the demo’s defaults for the rest', () => {
    expect(parseOptions(['--sensors', '5', '--interval', '2', '--url', 'http://x:4000/'])).toEqual({
      sensors: 5,
      interval: 2,
      url: 'http://x:4000',
      email: 'admin@demo.com',
      password: 'admin',
    });
  });

  it('says what is wrong with a bad option instead of starting', () => {
    expect(parseOptions(['--sensors', '0'])).toEqual({
      error: '--sensors must be a whole number from 1 to 100',
    });
    expect(parseOptions(['--interval', 'soon'])).toHaveProperty('error');
    expect(parseOptions(['--sensors'])).toEqual({ error: '--sensors needs a value' });
    expect(parseOptions(['--url', 'localhost'])).toHaveProperty('error');
    expect(parseOptions(['--speed', '3'])).toEqual({ error: 'unknown option --speed' });
  });

  it('posts each sensor’s readings since its last post, each sensor its own', () => {
    const last = new Date('2026-03-01T10:00:00Z');
    const now = new Date('2026-03-01T10:01:00Z');
    const first = readingsSince(profileOf(1), last, now, 10);
    expect(first.length).toBeLessThanOrEqual(6);
    for (const reading of first) {
      expect(Date.parse(reading.at)).toBeGreaterThan(last.getTime());
      expect(Date.parse(reading.at)).toBeLessThanOrEqual(now.getTime());
    }
    const second = readingsSince(profileOf(2), last, now, 10);
    expect(second.map((r) => r.value)).not.toEqual(first.map((r) => r.value));
    // A long pause sends at most one ingest batch.
    expect(readingsSince(profileOf(1), new Date(0), now, 1).length).toBeLessThanOrEqual(1000);
  });
});
