import { calendarMessages, newEventSchema } from '@beacon/contract/calendar';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { type ServerErrorOptions, schemaErrors } from '../../lib/form-errors';
import { type EventFormValues, eventPayload } from './event-form-values';

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

const fieldOf = (path: readonly PropertyKey[]): keyof EventFormValues | null => {
  const [first, second] = path[0] === 'event' ? path.slice(1) : path;
  const key = first === 'extendedProps' ? second : first;
  if (key === 'desc') return 'description';
  const fields: (keyof EventFormValues)[] = [
    'title',
    'calendar',
    'start',
    'end',
    'allDay',
    'url',
    'guests',
    'location',
    'description',
  ];
  return fields.find((field) => field === key) ?? null;
};

/** The contract's messages the screen knows, in the reader's language; others are shown as sent. */
function translate(message: string, field: keyof EventFormValues, t: TFunction): string {
  if (message === calendarMessages.titleRequired) return t('calendar.form.errors.titleRequired');
  if (message === calendarMessages.endBeforeStart) return t('calendar.form.errors.endBeforeStart');
  if (field === 'url') return t('calendar.form.errors.url');
  if (field === 'start' || field === 'end') return t('calendar.form.errors.date');
  return message;
}

function issueMessage(issue: z.core.$ZodIssue, field: keyof EventFormValues, t: TFunction) {
  if (issue.code === 'too_big')
    return t('calendar.form.errors.tooLong', { max: Number(issue.maximum) });
  return translate(issue.message, field, t);
}

/**
 * Checks the drawer with the contract's `newEventSchema` (what the API applies to the same
 * payload) and gives the first problem of each field. Empty: nothing to fix.
 */
export function validateEvent(values: EventFormValues, t: TFunction): EventFormErrors {
  const errors: EventFormErrors = {};
  // The last day before the first one becomes, once exclusive, an end equal to the start: the
  // API would take it as a one-day event, where the person meant something else.
  const startDay = values.start.slice(0, 10);
  const endDay = values.end.slice(0, 10);
  if (values.allDay && startDay && endDay && endDay < startDay)
    errors.end = t('calendar.form.errors.endBeforeStart');
  return schemaErrors(
    newEventSchema.safeParse(eventPayload(values)),
    { field: fieldOf, message: (issue, field) => issueMessage(issue, field, t) },
    errors,
  );
}

/** Where a 400 reply's `{ 'event.title': [messages] }` go on the drawer's fields. */
export const eventServerErrors = (t: TFunction): ServerErrorOptions<keyof EventFormValues> => ({
  field: (key) => fieldOf(key.split('.')),
  message: (message, field) => translate(message, field, t),
});
