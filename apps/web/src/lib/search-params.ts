import { z } from 'zod/mini';

// Helpers for the routes' search-param schemas. zod/mini, because route files are in the
// first-paint bundle.

/** A hand-edited or stale link falls back to the default of each bad value instead of failing. */
export const orDefault = <T extends z.ZodMiniType>(
  schema: T,
  fallback: z.util.NoUndefined<z.output<T>>,
) => z._default(z.catch(schema, fallback), fallback);

/** An optional value that a bad link drops instead of failing. */
export const orNone = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.optional(schema), undefined);
