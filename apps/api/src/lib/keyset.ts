import { type Cursors, firstCursor, lastCursor } from '@beacon/contract/paging';
import { maxId } from '@beacon/contract/common';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from './errors';

/**
 * Keyset paging for any list sorted by one column with the id as tie-break. A cursor names a row's
 * sort value and id, the side of it to read, and the list it came from (`scope`: a digest of the
 * sort and filters), so a page starts with an index seek instead of an OFFSET walk.
 */

/** `number` is any finite number (prices, ratings); a timestamp travels as `text` (ISO 8601). */
export type KeyKind = 'text' | 'integer' | 'number';
export type KeyValue = string | number;
type Side = 'after' | 'before';

/** Where a page starts: a list end, a row's position, or a page number (old clients). */
export type Position =
  | { kind: 'first' }
  | { kind: 'last' }
  | { kind: Side; value: KeyValue; id: number }
  | { kind: 'offset'; offset: number };

export const cursorMessages = {
  invalid: 'This cursor is not one the list gave: start again from the first page.',
  otherList:
    'This cursor belongs to another sort, filter or search: start again from the first page.',
};

/** A short digest of what the list is sorted and filtered by (FNV-1a: runs in the browser too). */
export function keysetScope(parts: readonly unknown[]): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(parts)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}

export function encodeCursor(scope: string, side: Side, value: KeyValue, id: number): string {
  return toBase64Url(JSON.stringify([scope, side === 'after' ? 'a' : 'b', value, id]));
}

const validValue = (value: unknown, kind: KeyKind): value is KeyValue =>
  kind === 'integer'
    ? Number.isSafeInteger(value)
    : kind === 'number'
      ? typeof value === 'number' && Number.isFinite(value)
      : typeof value === 'string' && value.length <= 1000;

/**
 * The page start a query asks for: its cursor when it has one (`page` is then ignored), else its
 * page number. A cursor that is not well-formed, or comes from another list, is a 400 on `cursor`.
 */
export function readPosition(
  cursor: string | undefined,
  page: number,
  perPage: number,
  scope: string,
  kind: KeyKind,
): Position {
  if (cursor === undefined) return { kind: 'offset', offset: (page - 1) * perPage };
  if (cursor === firstCursor) return { kind: 'first' };
  if (cursor === lastCursor) return { kind: 'last' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(cursor) ?? '');
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4)
    throw badRequest({ cursor: [cursorMessages.invalid] });
  const [from, side, value, id] = parsed as unknown[];
  if (
    (side !== 'a' && side !== 'b') ||
    !validValue(value, kind) ||
    !Number.isSafeInteger(id) ||
    (id as number) < -maxId ||
    (id as number) > maxId
  )
    throw badRequest({ cursor: [cursorMessages.invalid] });
  if (from !== scope) throw badRequest({ cursor: [cursorMessages.otherList] });
  return { kind: side === 'a' ? 'after' : 'before', value, id: id as number };
}

export interface KeysetQuery {
  /** Rows past the position, or undefined when the page starts at an end. */
  where: SQL | undefined;
  /** The order to read in: the list's own, or its reverse to read up to a position. */
  orderBy: SQL[];
  offset: number;
  /** Rows to fetch: one more than a page tells whether the list goes on. */
  limit: number;
}

/**
 * The SQL parts that read one page from `position`. `key` and `id` must be the expressions the
 * list's index is on, so that the row comparison is a seek into it. Reading backward (to `last`,
 * or before a cursor) reads the reverse order; `pageOf` flips the rows back.
 */
export function keysetQuery(
  key: SQL,
  id: SQL,
  descending: boolean,
  position: Position,
  perPage: number,
): KeysetQuery {
  const backward = position.kind === 'last' || position.kind === 'before';
  const readDescending = descending !== backward;
  const order = readDescending ? sql`desc` : sql`asc`;
  const where =
    position.kind === 'after' || position.kind === 'before'
      ? readDescending
        ? sql`(${key}, ${id}) < (${position.value}, ${position.id})`
        : sql`(${key}, ${id}) > (${position.value}, ${position.id})`
      : undefined;
  return {
    where,
    orderBy: [sql`${key} ${order}`, sql`${id} ${order}`],
    offset: position.kind === 'offset' ? position.offset : 0,
    limit: perPage + 1,
  };
}

/** One page in the list's order, and the cursors either side (null at either end). */
export function pageOf<Row>(
  fetched: readonly Row[],
  position: Position,
  perPage: number,
  scope: string,
  keyOf: (row: Row) => { value: KeyValue; id: number },
): { rows: Row[]; cursors: Cursors } {
  const more = fetched.length > perPage;
  const backward = position.kind === 'last' || position.kind === 'before';
  const rows = fetched.slice(0, perPage);
  if (backward) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  const before = first ? encodeCursor(scope, 'before', keyOf(first).value, keyOf(first).id) : null;
  const after = last ? encodeCursor(scope, 'after', keyOf(last).value, keyOf(last).id) : null;
  // Rows exist on the side a page was reached from: a cursor came from a row there.
  const cameFromBefore =
    position.kind === 'after' || (position.kind === 'offset' && position.offset > 0);
  const cameFromAfter = position.kind === 'before';
  // Past an end (the rows a cursor named were deleted, or a page number past the last), the way
  // back is the list's other end.
  const prev = backward ? (more ? before : null) : cameFromBefore ? (before ?? lastCursor) : null;
  const next = backward ? (cameFromAfter ? (after ?? firstCursor) : null) : more ? after : null;
  return { rows, cursors: { prev, next } };
}
