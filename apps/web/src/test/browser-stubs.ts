const PX_PER_EM = 16;

/**
 * A media query as a desktop browser of jsdom's window size (1024 × 768) answers it: the empty
 * query, `all` and `screen` match (mantine-datatable shows a column while
 * `matchMedia(column.visibleMediaQuery ?? '')` matches), `min-width` / `max-width` in px, em or
 * rem compare with `window.innerWidth`, and everything else (dark colour scheme, reduced motion,
 * print, hover…) does not match. A comma means "or"; `and` joins conditions.
 */
export function mediaMatches(query: string): boolean {
  return query.split(',').some((part) => {
    const conditions = part
      .trim()
      .toLowerCase()
      .split(/\s+and\s+/)
      .filter(Boolean);
    return conditions.every((condition) => {
      if (['all', 'screen', 'only screen'].includes(condition)) return true;
      const width = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(condition);
      if (!width) return false;
      const [, bound, value = '0', unit] = width;
      const px = Number(value) * (unit === 'px' ? 1 : PX_PER_EM);
      return bound === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
    });
  });
}

/**
 * What jsdom lacks and Mantine (or mantine-datatable) calls: matchMedia, ResizeObserver,
 * IntersectionObserver, scrollIntoView / scrollTo, and a getComputedStyle that ignores the
 * pseudo-element argument jsdom does not implement, and the layout boxes of a text Range (the rich-text
 * editor scrolls its selection into view a moment after a command). Installed once by setup.ts.
 */
export function installBrowserStubs(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub;

  class IntersectionObserverStub implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[] = [0];
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.IntersectionObserver = IntersectionObserverStub;

  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.scrollTo = () => undefined;
  window.scrollTo = () => undefined;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Range.prototype.getClientRects = () => document.createElement('div').getClientRects();
}
