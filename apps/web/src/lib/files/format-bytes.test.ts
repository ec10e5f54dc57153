import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('picks the unit a person reads, in steps of 1024', () => {
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(449, 'en')).toBe('449 bytes');
    expect(formatBytes(1239, 'en')).toBe('1.2 kB');
    expect(formatBytes(25 * 1024 * 1024, 'en')).toBe('25 MB');
    expect(formatBytes(50 * 1024 * 1024 + 1, 'en')).toBe('50 MB');
  });

  it('writes the number and unit in the reader’s language', () => {
    // French puts a narrow no-break space between the number and its unit.
    expect(formatBytes(1239, 'fr')).toBe('1,2\u202fko');
    expect(formatBytes(1239, 'de')).toBe('1,2 kB');
    expect(formatBytes(449, 'pt')).toBe('449 bytes');
  });
});
