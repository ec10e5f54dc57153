import type { FieldErrors } from '@beacon/contract/common';
import type { ZodError } from 'zod';

/** An error that becomes a JSON reply `{ error }` with its status; anything else thrown is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 502,
    readonly error: string | FieldErrors,
  ) {
    super(typeof error === 'string' ? error : JSON.stringify(error));
  }
}

export const badRequest = (fields: FieldErrors) => new HttpError(400, fields);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (fields: FieldErrors) => new HttpError(409, fields);

/** Zod issues as `{ field: [messages] }`; issues about the whole input go under `body`. */
export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
