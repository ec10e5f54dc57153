import { auditActions } from '@beacon/contract/audit';
import {
  managedProductSortOptions,
  productBrands,
  productCategories,
  productSortOptions,
  productStatuses,
  productStockLevels,
} from '@beacon/contract/ecommerce';
import { emailLabels, emailViews } from '@beacon/contract/email';
import { invoiceSortColumns, invoiceStatusParams } from '@beacon/contract/invoice';
import { alarmSeverities, alarmStates } from '@beacon/contract/monitoring';
import { taskFilters, taskSortOptions, taskTags } from '@beacon/contract/todo';
import type { SeededList } from './scale-lists-seed';
import type { ListQuery, Start } from './scale-mix';
import { commonSearches } from './scale-words';

type Params = Record<string, string>;

/** One list as the bench times it: where it is read, what its screen can ask. */
export interface ListSpec {
  /** Its name in the report. */
  label: string;
  /** The seeded rows it shows. */
  rows: SeededList;
  path: string;
  /** Sent with every request (the invoice list's `allData=false`, as its screen sends). */
  fixed?: Params;
  /** Every order the screen offers; each request of a shape without its own takes the next. */
  sorts: readonly { name: string; params: Params }[];
  /** Each filter the screen offers, with values that together cover every choice. */
  filters: readonly { name: string; values: readonly Params[] }[];
  /** The 3+ letter searches of its rows (many, many, few, none), for lists with `q`. */
  longer?: readonly string[];
}

const both = (name: string, params: (dir: 'asc' | 'desc') => Params) =>
  (['asc', 'desc'] as const).map((dir) => ({ name: `${name} ${dir}`, params: params(dir) }));
const each = (key: string, values: readonly (string | number)[]): Params[] =>
  values.map((value) => ({ [key]: String(value) }));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const day = (date: Date) => date.toISOString().slice(0, 10);

const invoices: ListSpec = {
  label: 'invoices',
  rows: 'invoices',
  path: '/apps/invoice/invoices',
  fixed: { allData: 'false' },
  sorts: invoiceSortColumns.flatMap((column) =>
    both(column, (sort) => ({ sortColumn: column, sort })),
  ),
  filters: [{ name: 'status', values: each('status', invoiceStatusParams) }],
  longer: ['lockwood', 'ashdown', 'quimby', 'xwqv'],
};

const shopFilters = [
  {
    name: 'price range',
    values: [{ priceMin: '10', priceMax: '100' }, { priceMin: '2000' }, { priceMax: '50' }],
  },
  { name: 'category', values: each('category', productCategories) },
  { name: 'brand', values: each('brand', productBrands) },
  { name: 'rating', values: each('rating', [5, 4, 3, 2, 1]) },
];
const shop: ListSpec = {
  label: 'products (shop)',
  rows: 'products',
  path: '/apps/ecommerce/products',
  sorts: productSortOptions.map((sortBy) => ({ name: sortBy, params: { sortBy } })),
  filters: shopFilters,
  longer: ['speaker', 'wireless', 'quartz', 'xwqv'],
};

const catalogue: ListSpec = {
  label: 'products (catalogue)',
  rows: 'products',
  path: '/apps/ecommerce/manage/products',
  sorts: managedProductSortOptions.flatMap((sortBy) =>
    both(sortBy, (sortDir) => ({ sortBy, sortDir })),
  ),
  filters: [
    { name: 'category', values: each('category', productCategories) },
    { name: 'brand', values: each('brand', productBrands) },
    { name: 'status', values: each('status', productStatuses) },
    { name: 'stock', values: each('stock', productStockLevels) },
  ],
  longer: ['samsung', 'kettle', 'zoom', 'xwqv'],
};

const mail: ListSpec = {
  label: 'mail',
  rows: 'mail',
  path: '/apps/email/emails',
  sorts: [{ name: 'newest first', params: {} }],
  filters: [
    { name: 'folder', values: each('folder', emailViews) },
    { name: 'label', values: each('label', emailLabels) },
  ],
  longer: ['budget', 'meeting', 'zoning', 'xwqv'],
};

const tasks: ListSpec = {
  label: 'tasks',
  rows: 'tasks',
  path: '/apps/todo/tasks',
  sorts: taskSortOptions.map((sortBy) => ({ name: sortBy, params: { sortBy } })),
  filters: [
    { name: 'filter', values: each('filter', taskFilters) },
    { name: 'tag', values: each('tag', taskTags) },
  ],
  longer: ['roadmap', 'invoices', 'zurich', 'xwqv'],
};

const audit: ListSpec = {
  label: 'audit log',
  rows: 'audit',
  path: '/api/audit',
  sorts: [{ name: 'newest first', params: {} }],
  filters: [
    { name: 'actor', values: each('actor', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) },
    { name: 'resource', values: each('resource', ['users', 'tasks', 'sessions', 'accounts']) },
    {
      name: 'resource and id',
      values: [
        { resource: 'users', resourceId: '4242' },
        { resource: 'alarms', resourceId: '17' },
        { resource: 'tasks', resourceId: '99999' },
      ],
    },
    { name: 'action', values: each('action', auditActions) },
    {
      name: 'dates',
      values: [
        { from: day(daysAgo(30)) },
        { from: day(daysAgo(900)), to: day(daysAgo(800)) },
        { to: day(daysAgo(2000)) },
      ],
    },
  ],
};

const alarms: ListSpec = {
  label: 'alarms',
  rows: 'alarms',
  path: '/api/monitoring/alarms',
  sorts: [{ name: 'newest first', params: {} }],
  filters: [
    { name: 'state', values: each('state', alarmStates) },
    { name: 'severity', values: each('severity', alarmSeverities) },
    { name: 'sensor', values: each('sensor', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) },
    { name: 'zone', values: each('zone', ['Cold room A', 'Freezers', 'Lab', 'Server room']) },
    {
      name: 'dates',
      values: [
        { from: daysAgo(7).toISOString() },
        { from: daysAgo(400).toISOString(), to: daysAgo(380).toISOString() },
      ],
    },
  ],
};

/** Every list the bench times besides users, by the seeded rows it shows. */
export const listSpecs: readonly ListSpec[] = [
  invoices,
  shop,
  catalogue,
  mail,
  tasks,
  audit,
  alarms,
];

const perPages = [10, 25, 50];
const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

interface Shape {
  name: string;
  budgeted: boolean;
  start: Start;
  /** The request's own parameters; without `sort`, the request takes the next of the list's. */
  make: (i: number) => Params;
  sorted?: boolean;
}

/**
 * The shapes of one list: the first page; each filter; each sort, both ways; searches of 1, 2 and
 * 3+ letters; page 100 by cursor and the last page (unfiltered, filtered, searched); old
 * clients' `page=100`, reported without a budget.
 */
function shapesOf(spec: ListSpec): Shape[] {
  const first: Start = { page: 1 };
  const [filter] = spec.filters;
  const searches = spec.longer && [...commonSearches.one, ...commonSearches.two, ...spec.longer];
  const deep = (label: string, start: Start): Shape[] => [
    { name: `${label}, no search`, budgeted: true, start, make: () => ({}) },
    ...(filter
      ? [
          {
            name: `${label}, ${filter.name} filter`,
            budgeted: true,
            start,
            make: (i: number) => cycle(filter.values, i),
          },
        ]
      : []),
    ...(searches
      ? [
          {
            name: `${label}, search`,
            budgeted: true,
            start,
            make: (i: number) => ({ q: cycle(searches, i) }),
          },
        ]
      : []),
  ];
  return [
    { name: 'no search, first page', budgeted: true, start: first, make: () => ({}) },
    ...spec.filters.map((f) => ({
      name: `${f.name} filter`,
      budgeted: true,
      start: first,
      make: (i: number) => cycle(f.values, i),
    })),
    ...(spec.sorts.length > 1
      ? spec.sorts.map((sort) => ({
          name: `sort ${sort.name}`,
          budgeted: true,
          start: first,
          make: () => sort.params,
          sorted: true,
        }))
      : []),
    ...(spec.longer
      ? [
          ['search, 1 letter', commonSearches.one],
          ['search, 2 letters', commonSearches.two],
          ['search, 3+ letters', spec.longer],
        ].map(([name, words]) => ({
          name: String(name),
          budgeted: true,
          start: first,
          make: (i: number) => ({ q: cycle(words as readonly string[], i) }),
        }))
      : []),
    ...deep('page 100 by cursor', { cursorAtPage: 100, walk: true }),
    ...deep('last page', { cursor: 'last' }),
    {
      name: 'old clients: page=100, no search',
      budgeted: false,
      start: { page: 100 },
      make: () => ({}),
    },
  ];
}

/**
 * `perShape` requests of each shape of `spec`. Page 100 by cursor takes three combinations of
 * page size, sort and filter or search only: each walk to page 100 is 99 untimed requests, done
 * once per combination.
 */
export function listQueryMix(spec: ListSpec, perShape: number): ListQuery[] {
  return shapesOf(spec).flatMap((shape) =>
    Array.from({ length: perShape }, (_, n) => {
      const walked = 'cursorAtPage' in shape.start;
      const i = walked ? n % 3 : n;
      const params = new URLSearchParams({ ...spec.fixed, perPage: String(cycle(perPages, i)) });
      const sort = shape.sorted
        ? {}
        : cycle(spec.sorts, walked ? i : Math.floor(i / perPages.length)).params;
      for (const [key, value] of Object.entries({ ...sort, ...shape.make(i) }))
        params.set(key, value);
      return { shape: shape.name, budgeted: shape.budgeted, params, start: shape.start };
    }),
  );
}
