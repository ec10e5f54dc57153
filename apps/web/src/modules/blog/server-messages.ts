import { blogMessages } from '@beacon/contract/blog-rules';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/http';

/** The API's English messages this module knows, by their translation key. */
const known = Object.fromEntries(
  Object.entries(blogMessages).map(([key, message]) => [message, `blog.errors.${key}`]),
);

/** A server message in the reader's language when it is one we know, else as the server wrote it. */
export const translateMessage = (t: TFunction, message: string): string => {
  const key = known[message];
  return key ? t(key) : message;
};

/**
 * The first message of each field of a 400 `{ error: { field: [messages] } }`, keyed by the field's
 * top-level name (`blogCategories.0` → `blogCategories`), or null for any other failure.
 */
export function fieldErrors(error: unknown, t: TFunction): Record<string, string> | null {
  const fields = error instanceof ApiError && error.status === 400 ? error.fields : null;
  if (!fields) return null;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const top = field.split('.')[0] ?? field;
    const first = messages[0];
    if (first !== undefined) errors[top] ??= translateMessage(t, first);
  }
  return errors;
}

/** Why a request failed, for a toast: the server's own reason when it gave one, else `fallback`. */
export function failureReason(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t('blog.errors.notYourPost');
    const reason = error.body?.error;
    if (typeof reason === 'string') return translateMessage(t, reason);
  }
  return fallback;
}
