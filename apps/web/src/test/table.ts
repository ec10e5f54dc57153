import { vi } from 'vitest';

/**
 * For a `beforeEach`: mantine-datatable shows a column while
 * `matchMedia(column.visibleMediaQuery ?? '')` matches; in a browser the empty query always
 * matches, in the shared stub no query does. Gives back the stub afterwards.
 */
export function showEveryColumn() {
  const stub = window.matchMedia.bind(window);
  const spy = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ ...stub(query), matches: query.trim() === '' }));
  return () => spy.mockRestore();
}
