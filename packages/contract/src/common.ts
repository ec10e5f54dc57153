import { z } from 'zod';

/** Every 4xx reply carries `error`: a message, or field messages `{ field: [messages] }`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export const errorReplySchema = z
  .object({ error: z.union([z.string(), fieldErrorsSchema]) })
  .meta({ id: 'ErrorReply' });
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** Query values arrive as strings; an empty string means "not given" (clients send `''` for "all"). */
export const emptyToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

/**
 * Text that must hold something once trimmed, at most `max` characters; its messages name the
 * field by `label`.
 */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The largest id a database integer column holds: a bigger id can name nothing. */
export const maxId = 2_147_483_647;

/** A page number as large as the largest id is past any list already. */
export const pageSchema = optionalQuery(z.coerce.number().int().min(1).max(maxId)).default(1);
export const perPageSchema = (fallback: number, max = 100) =>
  optionalQuery(z.coerce.number().int().min(1).max(max)).default(fallback);
export const sortDirectionSchema = (fallback: 'asc' | 'desc') =>
  optionalQuery(z.enum(['asc', 'desc'])).default(fallback);

/** A numeric id given in the query string, e.g. `?id=3`. */
export const idQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be a positive number')
    .max(maxId, 'id is too large'),
});

/** A record id in a body or the query string; clients send numbers and numeric strings. */
export const recordIdSchema = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} is required` : `${label} must be a number`,
      })
      .int(`${label} must be a whole number`)
      .positive(`${label} must be a positive number`)
      .max(maxId, `${label} is too large`),
  );
