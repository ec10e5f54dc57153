import { describe, expect, it } from 'vitest';
import {
  type Check,
  day,
  integer,
  listOf,
  numberOf,
  oneOf,
  orDefault,
  searchOf,
  searchWithDefaults,
  someOf,
  text,
} from './search-params';

/** A check as the router calls it: with whatever the address held. */
const fromAddress = <T>(check: Check<T, never>) => check as (value: unknown) => T | undefined;

describe('text', () => {
  const q = fromAddress(text({ max: 5 }));
  const name = fromAddress(text({ min: 1, max: 3 }));

  it('keeps text within the bounds', () => {
    expect(q('')).toBe('');
    expect(q('hello')).toBe('hello');
    expect(name('abc')).toBe('abc');
  });

  it('drops text out of the bounds and anything that is no text', () => {
    expect(q('hello!')).toBeUndefined();
    expect(name('')).toBeUndefined();
    // `?q=123` reaches the route as the number 123: not text, as with the old schema.
    expect(q(123)).toBeUndefined();
    expect(q(['a'])).toBeUndefined();
    expect(q(null)).toBeUndefined();
    expect(q(undefined)).toBeUndefined();
  });
});

describe('integer', () => {
  const page = fromAddress(integer({ min: 1 }));
  const rating = fromAddress(integer({ min: 1, max: 5 }));

  it('takes a number or text that reads as one', () => {
    expect(page(2)).toBe(2);
    expect(page('2')).toBe(2);
    expect(page(' 7 ')).toBe(7);
    expect(rating(5)).toBe(5);
  });

  it('drops a number out of the bounds, a fraction, and what is no number', () => {
    expect(page(0)).toBeUndefined();
    expect(page(-1)).toBeUndefined();
    expect(page(1.5)).toBeUndefined();
    expect(page(Number.MAX_SAFE_INTEGER + 1)).toBeUndefined();
    expect(rating(6)).toBeUndefined();
    expect(page('two')).toBeUndefined();
    expect(page('')).toBeUndefined();
    expect(page(null)).toBeUndefined();
    expect(page({})).toBeUndefined();
    expect(page(undefined)).toBeUndefined();
  });

  it('coerces as `Number()` does', () => {
    expect(page(true)).toBe(1);
    expect(page([3])).toBe(3);
    expect(fromAddress(integer({ min: 0 }))('')).toBe(0);
  });
});

describe('oneOf and numberOf', () => {
  const sort = fromAddress(oneOf(['asc', 'desc']));
  const perPage = fromAddress(numberOf([10, 25, 50]));

  it('keeps a known value', () => {
    expect(sort('asc')).toBe('asc');
    expect(perPage(25)).toBe(25);
    expect(perPage('50')).toBe(50);
  });

  it('drops anything else', () => {
    expect(sort('ASC')).toBeUndefined();
    expect(sort(1)).toBeUndefined();
    expect(sort(undefined)).toBeUndefined();
    expect(perPage(11)).toBeUndefined();
    expect(perPage('ten')).toBeUndefined();
    expect(perPage(undefined)).toBeUndefined();
  });
});

describe('day', () => {
  const date = fromAddress(day);

  it('keeps a real day written YYYY-MM-DD', () => {
    expect(date('2024-02-29')).toBe('2024-02-29');
  });

  it('drops a day that does not exist or is written otherwise', () => {
    expect(date('2023-02-29')).toBeUndefined();
    expect(date('2024-13-01')).toBeUndefined();
    expect(date('2024-2-1')).toBeUndefined();
    expect(date('2024-02-01T00:00:00Z')).toBeUndefined();
    expect(date(20240201)).toBeUndefined();
  });
});

describe('listOf and someOf', () => {
  it('reads an array as it is, and text as a list', () => {
    expect(listOf(['a', 1])).toEqual(['a', 1]);
    expect(listOf('a,b')).toEqual(['a,b']);
    expect(listOf('a,,b,', ',')).toEqual(['a', 'b']);
    expect(listOf('', ',')).toEqual([]);
    expect(listOf(3)).toBeUndefined();
    expect(listOf(undefined, ',')).toBeUndefined();
  });

  const brands = fromAddress(someOf(['Apple', 'Sony']));

  it('keeps the known values of a list, each once', () => {
    expect(brands('Sony')).toEqual(['Sony']);
    expect(brands(['Sony', 'Acme', 'Apple', 'Sony'])).toEqual(['Sony', 'Apple']);
  });

  it('drops a list with no known value', () => {
    expect(brands(['Acme'])).toBeUndefined();
    expect(brands([])).toBeUndefined();
    expect(brands('Apple,Sony')).toBeUndefined();
    expect(brands(1)).toBeUndefined();
  });
});

describe('searchOf', () => {
  const search = searchOf({
    q: orDefault(text({ max: 10 }), ''),
    page: orDefault(integer({ min: 1 }), 1),
    perPage: orDefault(numberOf([10, 25]), 10),
    role: oneOf(['admin', 'editor']),
  });
  // As the router calls it: with whatever the address held.
  const parse = search.parse as (given: Record<string, unknown>) => ReturnType<typeof search.parse>;

  it('gives each missing param its default and leaves out the others', () => {
    const read = parse({});
    expect(read).toStrictEqual({ q: '', page: 1, perPage: 10 });
    expect('role' in read).toBe(false);
  });

  it('reads good values, coercing numbers', () => {
    expect(parse({ q: 'ann', page: '3', perPage: 25, role: 'admin' })).toStrictEqual({
      q: 'ann',
      page: 3,
      perPage: 25,
      role: 'admin',
    });
  });

  it('falls back to the default of each bad value, and drops a bad optional one', () => {
    const read = parse({
      q: 'far too long a search',
      page: 0,
      perPage: 7,
      role: 'owner',
    });
    expect(read).toStrictEqual({ q: '', page: 1, perPage: 10, role: undefined });
    // Kept as undefined: the router lays the result over the raw search, where 'owner' still is.
    expect('role' in read).toBe(true);
  });

  it('leaves out params it does not name', () => {
    expect(parse({ other: 'x' })).toStrictEqual({ q: '', page: 1, perPage: 10 });
  });
});

describe('searchWithDefaults', () => {
  const { validateSearch, search } = searchWithDefaults(
    {
      q: text({ max: 10 }),
      page: integer({ min: 1 }),
      sort: oneOf(['asc', 'desc']),
      role: oneOf(['admin', 'editor']),
    },
    // `perPage` has no check here: the API's param that this screen does not show.
    { q: '', page: 1, sort: 'desc', perPage: 10 },
  );
  const parse = validateSearch.parse as (
    given: Record<string, unknown>,
  ) => ReturnType<typeof validateSearch.parse>;
  const [strip] = search.middlewares;
  /** The address a navigation to `wanted` writes. */
  const address = (wanted: Record<string, unknown>) =>
    strip?.({ search: parse(wanted), next: (given) => given });

  it('gives a missing or bad param its default and drops a bad one without', () => {
    expect(parse({})).toStrictEqual({ q: '', page: 1, sort: 'desc' });
    expect(
      parse({ q: 'far too long a search', page: -1, sort: 'up', role: 'owner' }),
    ).toStrictEqual({ q: '', page: 1, sort: 'desc', role: undefined });
    expect(parse({ q: 'ann', page: '2', sort: 'asc', role: 'admin' })).toStrictEqual({
      q: 'ann',
      page: 2,
      sort: 'asc',
      role: 'admin',
    });
  });

  it('keeps the defaults out of the address and what was chosen in it', () => {
    expect(address({})).toStrictEqual({});
    expect(address({ q: '', page: 1, sort: 'desc', role: 'editor' })).toStrictEqual({
      role: 'editor',
    });
    expect(address({ q: 'ann', page: 3, sort: 'asc' })).toStrictEqual({
      q: 'ann',
      page: 3,
      sort: 'asc',
    });
  });
});
