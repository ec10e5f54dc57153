import type { Cursors } from '@beacon/contract/paging';

/** One page of a list, read with a query string: its rows' ids and its cursors. */
export type ReadPage = (query: string) => Promise<{ ids: number[]; cursors: Cursors }>;

/** At most this many pages are read each way: a list that never ends fails its test. */
const maxPages = 60;

/** The two ways through a paged list whose tests check that cursors and page numbers agree. */
export function pageWalks(read: ReadPage) {
  /** Every page by `next` from the first, and every page by `prev` from the last. */
  async function walk(query: string) {
    const forward: number[] = [];
    let cursor: string | null = 'first';
    for (let n = 0; cursor !== null && n < maxPages; n++) {
      const page = await read(`${query}&cursor=${encodeURIComponent(cursor)}`);
      forward.push(...page.ids);
      cursor = page.cursors.next;
    }
    const backward: number[][] = [];
    cursor = 'last';
    for (let n = 0; cursor !== null && n < maxPages; n++) {
      const page = await read(`${query}&cursor=${encodeURIComponent(cursor)}`);
      backward.unshift(page.ids);
      cursor = page.cursors.prev;
    }
    return { forward, backward: backward.flat() };
  }

  /** Every page by number, up to the first empty one. */
  async function byPages(query: string) {
    const all: number[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const { ids } = await read(`${query}&page=${page}`);
      if (ids.length === 0) return all;
      all.push(...ids);
    }
    return all;
  }

  return { walk, byPages };
}
