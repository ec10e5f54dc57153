import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { encodeCursor, keysetScope, pageOf, readPosition } from './keyset';

const scope = keysetScope(['things', 'name', 'asc']);
const keyOf = (row: { name: string; id: number }) => ({ value: row.name, id: row.id });
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `n${i}`, id: i + 1 }));

describe('keyset cursors', () => {
  it('reads back the position a cursor was made from, text in any script', () => {
    const cursor = encodeCursor(scope, 'before', 'Zoë عربي', 42);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readPosition(cursor, 9, 10, scope, 'text')).toEqual({
      kind: 'before',
      value: 'Zoë عربي',
      id: 42,
    });
  });

  it('reads first, last and page numbers', () => {
    expect(readPosition('first', 3, 10, scope, 'text')).toEqual({ kind: 'first' });
    expect(readPosition('last', 3, 10, scope, 'text')).toEqual({ kind: 'last' });
    expect(readPosition(undefined, 3, 10, scope, 'text')).toEqual({ kind: 'offset', offset: 20 });
  });

  it.each([
    ['garbage', 'a%%b', 'text'],
    [
      'another list',
      encodeCursor(keysetScope(['things', 'name', 'desc']), 'after', 'x', 1),
      'text',
    ],
    ['a text value for a numeric key', encodeCursor(scope, 'after', 'x', 1), 'integer'],
    ['a fractional id', encodeCursor(scope, 'after', 'x', 1.5), 'text'],
  ] as const)('refuses %s as a 400 on cursor', (_, cursor, kind) => {
    const read = () => readPosition(cursor, 1, 10, scope, kind);
    expect(read).toThrow(HttpError);
    try {
      read();
    } catch (error) {
      expect((error as HttpError).status).toBe(400);
      expect(Object.keys((error as HttpError).error)).toEqual(['cursor']);
    }
  });

  it('flips a backward read into list order, with no next cursor at the last page', () => {
    const fetched = rows(4).reverse();
    const page = pageOf(fetched, { kind: 'last' }, 3, scope, keyOf);
    expect(page.rows.map((r) => r.id)).toEqual([2, 3, 4]);
    expect(page.cursors.next).toBeNull();
    expect(readPosition(page.cursors.prev ?? '', 1, 3, scope, 'text')).toEqual({
      kind: 'before',
      value: 'n1',
      id: 2,
    });
  });

  it('has no prev cursor on the first page and no next one when nothing follows', () => {
    const page = pageOf(rows(3), { kind: 'first' }, 3, scope, keyOf);
    expect(page.cursors).toEqual({ prev: null, next: null });
  });
});
