import { blogMessages } from '@beacon/contract/blog-rules';
import type { TFunction } from 'i18next';
import {
  type ServerErrorOptions,
  failureReason as reasonOf,
  knownMessages,
} from '../../lib/form-errors';

/** The API's English messages this module knows, by their translation key. */
const known = Object.fromEntries(
  Object.entries(blogMessages).map(([key, message]) => [message, `blog.errors.${key}`]),
);

/** A server message in the reader's language when it is one we know, else as the server wrote it. */
export const blogMessage = (t: TFunction) => knownMessages(t, known);

/**
 * Where a 400's field messages go on a form: to the field `field` names for the key's top-level
 * name (`blogCategories.0` → `blogCategories`).
 */
export const blogServerErrors = <F extends string>(
  t: TFunction,
  field: (name: string) => F | null | undefined,
): ServerErrorOptions<F> => ({
  field: (key) => field(key.split('.')[0] ?? key),
  message: blogMessage(t),
  statuses: [400],
});

/** Why a request failed, for a toast: the server's own reason when it gave one, else `fallback`. */
export const failureReason = (error: unknown, t: TFunction, fallback: string): string =>
  reasonOf(error, { forbidden: t('blog.errors.notYourPost'), message: blogMessage(t), fallback });
