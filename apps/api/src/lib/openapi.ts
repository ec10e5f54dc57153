import { errorReplySchema } from '@beacon/contract/common';
import type { Context, TypedResponse } from 'hono';
import type { z } from 'zod';

const encoder = new TextEncoder();

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

const errorReply = (description: string) => json(errorReplySchema, description);

export const badInput = { 400: errorReply('Invalid input: `{ error: { field: [messages] } }`') };
export const notFoundReply = { 404: errorReply('No such record') };
export const invalidTokenReply = { 401: errorReply('Invalid refresh token') };
export const conflictReply = { 409: errorReply('The value is already taken') };
/** A route that sends mail through SMTP: the server refused it, and nothing was kept as sent. */
export const mailFailedReply = { 502: errorReply('The mail server did not take the message') };

/** What every guarded route can answer besides its own replies. */
export const guardedReplies = {
  401: errorReply('No token, or a bad or expired one'),
  403: errorReply('The caller lacks the ability this route needs'),
};
export const bearerSecurity = [{ bearer: [] }];

/**
 * A 200 reply of JSON text that the database built (`json_agg`), sent as it is: parsing a large
 * list only to write it again took a fifth of its reply's time. Its length goes with it, so that
 * the Node server can compress it whole (lib/compress-json.ts). `T` is the shape the query builds
 * from checked columns; nothing reads the text here to check it.
 */
export const jsonText = <T>(c: Context, text: string) =>
  c.body(text, 200, {
    'content-type': 'application/json',
    'content-length': String(encoder.encode(text).length),
  }) as unknown as Response & TypedResponse<T, 200, 'json'>;
