import { type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router';

// The routes' search params, read by plain functions rather than a schema library: route files
// (their validateSearch and beforeLoad) ship with the app's entry, so a schema library there
// would weigh on every signed-in first paint.
//
// A check takes what the router parsed from the address (it JSON-reads each value, so `?page=2` is
// the number 2, `?q=ann` the text "ann" and a list an array) and returns the value the page gets,
// or undefined when the param is missing or bad. Such a param is then dropped, unless `orDefault`
// gives it a default: a hand-edited or stale link never fails.

/**
 * Reads one param: its value, or undefined to drop it. The parameter's type, `In`, is what a link
 * or a navigation may pass for the param (the page's value type unless a route says otherwise); at
 * run time a check is given whatever the address held, so each takes `unknown` in fact.
 */
export type Check<T, In = T> = (value: In | undefined) => T | undefined;

type Params = Record<string, (value: never) => unknown>;

/** The search a route's page gets: a param that can be dropped is an optional key. */
export type SearchOf<P extends Params> = {
  [K in keyof P as undefined extends ReturnType<P[K]> ? never : K]: ReturnType<P[K]>;
} & { [K in keyof P as undefined extends ReturnType<P[K]> ? K : never]?: ReturnType<P[K]> };

/**
 * What a link or a navigation may pass: some of the params, each optional as each has a default or
 * can be dropped. `SearchSchemaInput` tells the router to type links with this rather than with
 * the page's search, in which the defaulted params are required.
 */
export type SearchInputOf<P extends Params> = {
  [K in keyof P]?: Parameters<P[K]>[0];
} & SearchSchemaInput;

/** The check's value, or `fallback` when the param is missing or bad. */
export const orDefault =
  <T, In>(check: Check<T, In>, fallback: NoInfer<T>) =>
  (value: In | undefined): T => {
    const checked = check(value);
    return checked === undefined ? fallback : checked;
  };

/** Text of `min` (default 0) to `max` characters; anything else is bad, a number included. */
export const text =
  ({ min = 0, max }: { min?: number; max: number }): Check<string> =>
  (value: unknown) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;

/**
 * A whole number from `min` to `max`, given as a number or as what `Number()` reads as one ('2',
 * as a quoted link holds it): the coercion the schemas did.
 */
export const integer =
  ({ min, max = Number.MAX_SAFE_INTEGER }: { min: number; max?: number }): Check<number> =>
  (value: unknown) => {
    const number = Number(value);
    return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
  };

/** One of `values`, spelled exactly. */
export const oneOf =
  <const T extends string>(values: readonly T[]): Check<T> =>
  (value: unknown) =>
    values.find((known) => known === value);

/** One of the numbers in `values` (a page size, say), coerced as `integer` does: '25' is 25. */
export const numberOf =
  <const T extends number>(values: readonly T[]): Check<T> =>
  (value: unknown) => {
    const number = Number(value);
    return values.find((known) => known === number);
  };

/** A calendar day, YYYY-MM-DD, that exists: "2024-02-30" is no day. */
export const day: Check<string> = (value: unknown) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
};

/**
 * A list param's items: the array the router reads (it writes a list as JSON), or a hand-written
 * string, split at `separator` (empty items left out) or else taken as a list of one. Anything else
 * is no list.
 */
export const listOf = (value: unknown, separator?: string): unknown[] | undefined => {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value !== 'string') return undefined;
  return separator === undefined ? [value] : value.split(separator).filter((item) => item !== '');
};

/** A multi-choice filter: the known values of a list, each once; none known drops the param. */
export const someOf =
  <const T extends string>(values: readonly T[]): Check<T[]> =>
  (value: unknown) => {
    const known = (listOf(value) ?? []).filter((item): item is T => values.includes(item as T));
    return known.length > 0 ? [...new Set(known)] : undefined;
  };

/**
 * A route's `validateSearch`, from a check per param; the router calls its `parse`. Params it does
 * not name pass through the router untouched.
 */
export const searchOf = <P extends Params>(params: P) => ({
  parse: (search: SearchInputOf<P>): SearchOf<P> => {
    const given: Record<string, unknown> = search;
    const read: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(params)) {
      // Each check takes anything (see Check), whatever its type says links may pass.
      const value = (check as (value: unknown) => unknown)(given[key]);
      // A dropped param that the link had stays, as undefined: the router lays this result over the
      // address's raw search, where the bad value would otherwise still be.
      if (value !== undefined || key in given) read[key] = value;
    }
    return read as SearchOf<P>;
  },
});

/** A default for some of the params, each of the type its check gives. */
type Defaults<P extends Params> = { readonly [K in keyof P]?: NonNullable<ReturnType<P[K]>> };

/** The checks, those with a default never giving undefined. */
type Defaulted<P extends Params, D> = {
  [K in keyof P]: K extends keyof D
    ? (value: Parameters<P[K]>[0]) => NonNullable<ReturnType<P[K]>>
    : P[K];
};

/**
 * A route's `validateSearch` and `search` options from a check per param and one object of
 * defaults (a list's from the contract, which the API applies too): a param that is missing or
 * bad takes its default, and one that holds its default stays out of the address bar, so a shared
 * link holds only what was chosen. A param with no default is dropped when bad. Keys of `defaults`
 * with no check (an API-only param) are left out.
 */
export function searchWithDefaults<P extends Params, const D extends Defaults<P>>(
  checks: P,
  defaults: D,
) {
  const params: Record<string, unknown> = { ...checks };
  const shown: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const check = checks[key] as Check<unknown> | undefined;
    if (check === undefined) continue;
    params[key] = orDefault(check, fallback);
    shown[key] = fallback;
  }
  type Search = SearchOf<Defaulted<P, D>>;
  return {
    validateSearch: searchOf(params as Defaulted<P, D>),
    search: { middlewares: [stripSearchParams<Search>(shown as Partial<Search>)] },
  };
}
