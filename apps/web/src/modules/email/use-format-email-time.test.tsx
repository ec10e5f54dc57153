import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormatEmailTime } from './use-format-email-time';

describe('useFormatEmailTime', () => {
  const now = new Date(2026, 10, 25, 18, 0);
  const local = (...parts: [number, number, number, number, number]) =>
    new Date(...parts).toISOString();

  it('shows the clock today, the day this year and the date before, in the language', () => {
    const { result } = renderHook(() => useFormatEmailTime());
    const format = result.current;
    expect(format(local(2026, 10, 25, 14, 5), now)).toBe('2:05 PM');
    expect(format(local(2026, 10, 3, 14, 5), now)).toBe('Nov 3');
    expect(format(local(2024, 10, 3, 14, 5), now)).toBe('11/3/2024');
  });
});
