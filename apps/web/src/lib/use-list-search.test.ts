import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLastPageAtMost } from './use-list-search';

type State = { isSuccess: boolean; isPlaceholderData: boolean };

describe('useLastPageAtMost', () => {
  it('goes to the last page once the answer for a page past the end is in', () => {
    const update = vi.fn();
    const { rerender } = renderHook(
      ({ list, page }: { list: State; page: number }) =>
        useLastPageAtMost(list, { page, perPage: 10, total: 23 }, update),
      { initialProps: { list: { isSuccess: false, isPlaceholderData: false }, page: 5 } },
    );
    // Still loading, or showing the previous page's rows meanwhile: nothing is known yet.
    rerender({ list: { isSuccess: true, isPlaceholderData: true }, page: 5 });
    expect(update).not.toHaveBeenCalled();
    rerender({ list: { isSuccess: true, isPlaceholderData: false }, page: 5 });
    expect(update).toHaveBeenCalledExactlyOnceWith({ page: 3 }, { replace: true });
  });

  it('leaves a page in range, and an empty list on its first page', () => {
    const update = vi.fn();
    const loaded = { isSuccess: true, isPlaceholderData: false };
    renderHook(() => useLastPageAtMost(loaded, { page: 3, perPage: 10, total: 23 }, update));
    renderHook(() => useLastPageAtMost(loaded, { page: 1, perPage: 10, total: 0 }, update));
    expect(update).not.toHaveBeenCalled();
  });
});
