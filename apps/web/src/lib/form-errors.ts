import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './http';

// Type-only zod: a form's own chunk may check with the contract's schemas, but a screen that shows
// only the API's messages loads this without them.

/** Errors as Mantine's form takes them: one message a field, in the reader's language. */
export type FormErrors<F extends string = string> = Partial<Record<F, string>>;

type Issue = z.core.$ZodIssue;

/** A form field by the key it is known by elsewhere, or none. */
type FieldOf<F extends string, K> = readonly F[] | ((key: K) => F | null | undefined);

const fieldIn = <F extends string, K>(fieldOf: FieldOf<F, K>, key: K, name: unknown) =>
  typeof fieldOf === 'function' ? fieldOf(key) : fieldOf.find((field) => field === name);

export interface SchemaErrorOptions<F extends string> {
  /** The form's fields, found by an issue's first path key; or the field an issue's path is about. */
  field: FieldOf<F, readonly PropertyKey[]>;
  /** The message the form shows for an issue. */
  message: (issue: Issue, field: F) => string;
}

/**
 * A contract schema's verdict on the form (its `safeParse` result) as form errors: the first
 * problem of each field, after any the form `found` itself. Empty when the values pass.
 */
export function schemaErrors<F extends string>(
  result: { error?: { issues: readonly Issue[] } },
  { field, message }: SchemaErrorOptions<F>,
  found: FormErrors<F> = {},
): FormErrors<F> {
  const errors: FormErrors<F> = { ...found };
  for (const issue of result.error?.issues ?? []) {
    const name = fieldIn(field, issue.path, issue.path[0]);
    if (name != null && errors[name] === undefined) errors[name] = message(issue, name);
  }
  return errors;
}

/**
 * The reader's language for the API's English messages that a screen knows (`known` maps a
 * message to its i18n key); any other message is shown as the API wrote it.
 */
export const knownMessages =
  (t: TFunction, known: Readonly<Record<string, string>>) =>
  (message: string): string => {
    const key = known[message];
    return key === undefined ? message : t(key);
  };

export interface ServerErrorOptions<F extends string> {
  /** The form's fields, found by a reply's key; or the field a key (`event.title`) is about. */
  field: FieldOf<F, string>;
  /** The message the form shows for one the API sent; the API's own by default. */
  message?: (message: string, field: F) => string;
  /** The refusals whose field messages are for the form; any status by default. */
  statuses?: readonly number[];
}

/** The field messages of a failed request, or null for a failure that has none. */
function replyFields(error: unknown, statuses: readonly number[] | undefined) {
  if (!(error instanceof ApiError) || (statuses && !statuses.includes(error.status))) return null;
  return error.fields;
}

/**
 * A refused request's field messages (`{ error: { field: [messages] } }`) as form errors: the first
 * message of each of the form's fields. Empty for any other failure.
 */
export function serverErrors<F extends string>(
  error: unknown,
  { field, message = (text) => text, statuses }: ServerErrorOptions<F>,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [key, messages] of Object.entries(replyFields(error, statuses) ?? {})) {
    const name = fieldIn(field, key, key);
    const first = messages[0];
    if (name != null && first !== undefined && errors[name] === undefined)
      errors[name] = message(first, name);
  }
  return errors;
}

/** The messages of a refusal that are about none of the form's fields, for a toast. */
export function otherMessages<F extends string>(
  error: unknown,
  { field, statuses }: ServerErrorOptions<F>,
  translate: (message: string) => string = (text) => text,
): string[] {
  return Object.entries(replyFields(error, statuses) ?? {}).flatMap(([key, messages]) => {
    const first = messages[0];
    return fieldIn(field, key, key) == null && first !== undefined ? [translate(first)] : [];
  });
}

interface Form<F extends string> {
  setErrors: (errors: FormErrors<F>) => void;
  getInputNode?: (path: F) => HTMLElement | null;
}

/**
 * Puts a refused request's field messages on the form, and says whether there were any: when not,
 * the caller says why the request failed some other way (a toast). `focus` takes the keyboard to
 * the first field with a message, in the reply's order (`true`) or in the order given; or the form
 * does that itself with the errors shown.
 */
export function showServerErrors<F extends string>(
  error: unknown,
  form: Form<F>,
  options: ServerErrorOptions<F> & {
    focus?: boolean | readonly F[] | ((errors: FormErrors<F>) => void);
  },
): boolean {
  const errors = serverErrors(error, options);
  const fields = Object.keys(errors) as F[];
  if (fields.length === 0) return false;
  form.setErrors(errors);
  const { focus = false } = options;
  if (typeof focus === 'function') {
    focus(errors);
    return true;
  }
  const first =
    typeof focus === 'boolean'
      ? focus
        ? fields[0]
        : undefined
      : focus.find((field) => errors[field] !== undefined);
  if (first !== undefined) form.getInputNode?.(first)?.focus();
  return true;
}

export interface FailureReasonOptions {
  /** What a refusal for want of the right says (403). */
  forbidden: string;
  /** The API's reason in the reader's language; as the API wrote it by default. */
  message?: (message: string) => string;
  /** With no reason of its own, a refusal's first field message says why. */
  orFieldMessage?: boolean;
  /** What any other failure (no answer, a server error) says. */
  fallback: string;
}

/** Why a request failed, for a toast. */
export function failureReason(
  error: unknown,
  { forbidden, message = (text) => text, orFieldMessage = false, fallback }: FailureReasonOptions,
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 403) return forbidden;
  const reason = error.body?.error;
  if (typeof reason === 'string') return message(reason);
  const first = orFieldMessage ? Object.values(error.fields ?? {})[0]?.[0] : undefined;
  return first ? message(first) : fallback;
}

/** For `form.onSubmit`'s second argument: takes the keyboard to the first field the check refused. */
export const focusFirstInvalid =
  (form: { getInputNode: (path: string) => HTMLElement | null }) =>
  (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first !== undefined) form.getInputNode(first)?.focus();
  };
