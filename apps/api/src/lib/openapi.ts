import { errorReplySchema } from '@beacon/contract/common';
import type { z } from 'zod';

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

/** What every guarded route can answer besides its own replies. */
export const guardedReplies = {
  401: errorReply('No token, or a bad or expired one'),
  403: errorReply('The caller lacks the ability this route needs'),
};
export const bearerSecurity = [{ bearer: [] }];
