import { z } from 'zod';
import { optionalQuery } from './common';

/**
 * Where a keyset page starts: `first`, `last`, or an opaque string a list reply gave in `cursors`.
 * With a cursor, `page` is ignored.
 */
export const cursorQuerySchema = optionalQuery(
  z.string().trim().min(1).max(1000, 'cursor is too long'),
);

/** The cursors of the pages either side of this one; null at either end of the list. */
export const cursorsSchema = z
  .object({ prev: z.string().nullable(), next: z.string().nullable() })
  .meta({ id: 'Cursors' });
export type Cursors = z.infer<typeof cursorsSchema>;

/**
 * What a paged list reply adds beside its rows. `total` is exact when `totalExact` is true;
 * otherwise it is an estimate (a large search counted exactly would cost more than the page).
 */
export const pagedReplyFields = {
  total: z.number().int(),
  totalExact: z.boolean(),
  cursors: cursorsSchema,
};

export const firstCursor = 'first';
export const lastCursor = 'last';
