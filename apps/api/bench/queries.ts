import {
  productBrands,
  productCategories,
  productSortOptions,
} from '@beacon/contract/ecommerce-values';
import { eventCalendars } from '@beacon/contract/calendar-values';
import { tablePageSizes, tableRowSortColumns } from '@beacon/contract/datatables-values';
import { emailLabels, emailViews } from '@beacon/contract/email-values';
import { invoiceSortColumns, invoiceStatusParams } from '@beacon/contract/invoice-values';
import { taskFilters, taskSortOptions, taskTags } from '@beacon/contract/todo-values';
import { userPlans, userRoles, userSortColumns, userStatuses } from '@beacon/contract/users';
import { seededRandom } from '../src/lib/random';

/**
 * The throughput query, the same question to both servers: an exact filter, sorted by
 * name, second page of ten. json-server 1.0.0-beta.3 has no substring search (only equality and
 * _lt/_lte/_gt/_gte/_ne), so the search queries are timed on ours alone (listQueryMix).
 */
export const throughputQuery = 'status=active&sortColumn=fullName&page=2&perPage=10';
export const jsonServerQuery = 'status=active&_sort=fullName&_page=2&_per_page=10';

// Searches that match most rows, a few, or none ("zq" matches nothing: count over an empty set).
const searches = ['a', 'an', 'son', 'ines', 'example.com', 'paypal', 'zq'];
const perPages = [10, 25, 50];
// Mostly early pages, as people browse, plus deep ones where OFFSET has to skip thousands of rows
// (200 × 50 is the last page of the unfiltered 10,000).
const pages = [1, 1, 2, 3, 5, 10, 50, 200];

/**
 * `count` list queries mixing search, the three exact filters, every sort column in both
 * directions and several page sizes and depths; each parameter is left out some of the time.
 */
export function listQueryMix(count: number, seed = 7): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sometimes = (chance: number) => random() < chance;
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({
      page: String(pick(pages)),
      perPage: String(pick(perPages)),
      sortColumn: pick(userSortColumns),
      sort: pick(['asc', 'desc']),
    });
    if (sometimes(0.6)) params.set('q', pick(searches));
    if (sometimes(0.3)) params.set('role', pick(userRoles));
    if (sometimes(0.3)) params.set('status', pick(userStatuses));
    if (sometimes(0.3)) params.set('currentPlan', pick(userPlans));
    return params.toString();
  });
}

// Product searches: common ("a"), a word stem, a model family ("series 1", generated names), and
// none at all ("zq").
const productSearches = ['a', 'wire', 'tv', 'camera', 'series 1', 'zq'];
const productPerPages = [9, 9, 9, 27];
// The shop's pages run 10,000 / 9 ≈ 1,112 deep; most people stay near the front.
const productPages = [1, 1, 2, 3, 10, 100, 1000];
const priceBounds = [0, 10, 100, 500, 1000, 5000];

/**
 * `count` shop queries: a search and at least one filter on every one (category, brand, price
 * range, minimum rating), the three sorts, several depths. The budget is for filtered searches.
 */
export function productQueryMix(count: number, seed = 11): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sometimes = (chance: number) => random() < chance;
  return Array.from({ length: count }, (_, i) => {
    const params = new URLSearchParams({
      q: pick(productSearches),
      sortBy: pick(productSortOptions),
      perPage: String(pick(productPerPages)),
      page: String(pick(productPages)),
    });
    // One filter always (rotating), others some of the time.
    const always = i % 4;
    if (always === 0 || sometimes(0.3)) params.append('category', pick(productCategories));
    if (always === 0 && sometimes(0.5)) params.append('category', pick(productCategories));
    if (always === 1 || sometimes(0.3)) params.set('brand', pick(productBrands));
    if (always === 2 || sometimes(0.3)) {
      const low = pick(priceBounds);
      params.set('priceMin', String(low));
      params.set('priceMax', String(low * 4 + 50));
    }
    if (always === 3 || sometimes(0.3)) params.set('rating', String(1 + Math.floor(random() * 5)));
    return params.toString();
  });
}

// Task searches: a common word, words of a few titles, a generated number, a due-date form, none.
const taskSearches = ['the', 'review', 'release notes', '#12', 'nov', 'zq'];

/**
 * `count` to-do list queries, each with q and a filter or tag (the budget is for filtered
 * searches); every sort. The list is one user's tasks, answered whole (no paging).
 */
export function taskQueryMix(count: number, seed = 13): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const params = new URLSearchParams({ q: pick(taskSearches), sortBy: pick(taskSortOptions) });
    if (i % 3 !== 2) params.set('filter', pick(taskFilters));
    if (i % 3 !== 0) params.set('tag', pick(taskTags));
    return params.toString();
  });
}

const day = 24 * 60 * 60 * 1000;

/**
 * `count` calendar range queries as a view asks them: a month grid (6 weeks), a week or a day,
 * anywhere in the four years the generated events cover, with one to five calendars selected.
 */
export function eventRangeMix(count: number, seed = 17): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1);
  return Array.from({ length: count }, () => {
    const start = new Date(today + Math.floor((random() - 0.5) * 1400) * day);
    const span = pick([42, 42, 7, 1]);
    const chosen = eventCalendars.filter(() => random() < 0.7);
    const params = new URLSearchParams({
      calendars: (chosen.length > 0 ? chosen : [pick(eventCalendars)]).join(','),
      start: start.toISOString().slice(0, 10),
      end: new Date(start.getTime() + span * day).toISOString().slice(0, 10),
    });
    return params.toString();
  });
}

// Subject searches: words of many subjects, of a few, a generated number, none.
const mailSearches = ['re', 'report', 'release 2.4', '#12', 'zq'];
// Folders hold 1,400 to 4,300 mails of 10,000: 50 a page, mostly the first pages.
const mailPages = [1, 1, 1, 2, 3, 5, 20];

/**
 * `count` mailbox list queries: every view, a label and a subject search some of the time, early
 * pages mostly and a deep one now and then; 50 mails a page, as the screen asks.
 */
export function mailQueryMix(count: number, seed = 19): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({ folder: pick(emailViews), page: String(pick(mailPages)) });
    if (random() < 0.3) params.set('label', pick(emailLabels));
    if (random() < 0.4) params.set('q', pick(mailSearches));
    return params.toString();
  });
}

// Names, e-mail parts, ids and amounts, as people look an invoice up; "zq" matches nothing.
const invoiceSearches = ['a', 'son', '50', 'burns', '.com', '2026', 'zq'];

/**
 * The invoice list as its screen asks: q + status + sort on every column, a page, and no allData
 * (the screen needs only its page).
 */
export function invoiceQueryMix(count: number, seed = 23): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, () =>
    new URLSearchParams({
      q: pick(invoiceSearches),
      status: pick(invoiceStatusParams),
      sortColumn: pick(invoiceSortColumns),
      sort: pick(['asc', 'desc']),
      perPage: String(pick(perPages)),
      page: String(pick(pages)),
      allData: 'false',
    }).toString(),
  );
}

// Names, posts, e-mail domains, a salary's digits and a start year; "zq" matches nothing.
const tableSearches = ['a', 'son', 'engineer', '.com', '$12', '2016', 'zq'];
const tableFilters = [
  ['city', 'an'],
  ['post', 'account'],
  ['full_name', 'el'],
  ['email', 'gov'],
] as const;

/**
 * The server-side data table as its screens ask: a search most of the time, a column filter, a
 * date or salary range now and then, every sort both ways, its page sizes, and no allData.
 */
export function tableQueryMix(count: number, seed = 29): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({
      sortColumn: pick(tableRowSortColumns),
      sort: pick(['asc', 'desc']),
      perPage: String(pick(tablePageSizes)),
      page: String(pick(pages)),
      allData: 'false',
    });
    if (random() < 0.6) params.set('q', pick(tableSearches));
    if (random() < 0.3) {
      const [column, value] = pick(tableFilters);
      params.set(column, value);
    }
    if (random() < 0.2) {
      params.set('startFrom', '2015-01-01');
      params.set('startTo', '2016-12-31');
    }
    if (random() < 0.2) {
      params.set('salaryMin', '15000');
      params.set('salaryMax', '25000');
    }
    return params.toString();
  });
}

// Verbs, areas, a role's part, a month and an hour, as people look a permission up.
const permissionSearches = ['view', 'billing', 'manage', 'oct', '2023', 'pm', 'zq'];
const permissionRoles = ['', 'administrator', 'manager', 'user', 'support', 'restricted-user'];

/** The permissions screen as it asks: a search now and then, a role filter, its page sizes. */
export function permissionQueryMix(count: number, seed = 31): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({
      perPage: String(pick([10, 25, 50])),
      page: String(pick(pages)),
      assignedTo: pick(permissionRoles),
      allData: 'false',
    });
    if (random() < 0.6) params.set('q', pick(permissionSearches));
    return params.toString();
  });
}
