/**
 * A 400 reply's `{ field: [messages] }` as errors on the form's own fields. The API writes its
 * messages in English; those the form knows are shown in the reader's language, others as sent.
 */
export function serverErrors<Field extends string>(
  fields: Record<string, string[]>,
  known: readonly Field[],
  translate: (field: Field, message: string) => string | null,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const message = messages[0];
    const own = known.find((name) => name === field);
    if (own && message !== undefined) errors[own] = translate(own, message) ?? message;
  }
  return errors;
}
