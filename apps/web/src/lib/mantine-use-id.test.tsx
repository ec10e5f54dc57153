import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

describe('the ids Mantine components get', () => {
  it('keeps a given id', () => {
    const { result } = renderHook(() => useId('email-field'));
    expect(result.current).toBe('email-field');
  });

  it('is the same on every render, distinct per component, and usable in a selector', () => {
    const { result, rerender } = renderHook(() => [useId(), useId()]);
    const [first, second] = result.current;
    rerender();
    expect(result.current).toEqual([first, second]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^mantine-[\w-]+$/);
    expect(() => document.querySelector(`#${first}`)).not.toThrow();
  });
});
