import { authMessages } from '@beacon/contract/auth-messages';
import { ApiError } from '../../../lib/http';

/** A sign-in the server refused because the address is not confirmed yet (403). */
export const isUnverifiedRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.body?.error === authMessages.emailUnverified;
