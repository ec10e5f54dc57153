import { errorReplySchema } from '@beacon/contract/common';
import type { ZodError } from 'zod';
import { badRequest, fieldErrors, notFound } from '../../lib/errors';
import { json } from '../../lib/openapi';

/** A documented `{ error }` reply with this module's wording. */
export const errorReply = (description: string) => json(errorReplySchema, description);

type ValidationResult = { target: string } & (
  { success: true } | { success: false; error: ZodError }
);

/**
 * The validation hook of routes with an id in the path: an id that is not a number names no
 * record, so it answers 404 with `message` like an unknown one; a bad body is still a 400 with
 * field messages.
 */
export const unknownIdInPath =
  (message: string) =>
  (result: ValidationResult): undefined => {
    if (result.success) return undefined;
    if (result.target === 'param') throw notFound(message);
    throw badRequest(fieldErrors(result.error));
  };
