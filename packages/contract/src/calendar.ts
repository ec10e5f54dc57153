import { z } from 'zod';
import { optionalQuery, recordIdSchema } from './common';
import {
  calendarMessages,
  defaultEventCalendar,
  eventCalendars,
  eventDescriptionMax,
  eventGuestsMax,
  eventInstant,
  eventTitleMax,
} from './calendar-values';

export * from './calendar-values';

const eventId = recordIdSchema;

export const eventCalendarSchema = z.enum(eventCalendars, {
  error: `calendar must be one of: ${eventCalendars.join(', ')}`,
});

export const calendarEventSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    title: z.string(),
    start: z.string().meta({
      description: 'All-day: YYYY-MM-DD. Otherwise an ISO date-time in UTC (…Z).',
    }),
    end: z.string().meta({ description: 'As start; exclusive for all-day events (FullCalendar)' }),
    allDay: z.boolean(),
    extendedProps: z.object({
      calendar: eventCalendarSchema,
      guests: z.array(z.string()),
      location: z.string(),
      description: z.string().meta({ description: 'Plain text' }),
    }),
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

// ---------------------------------------------------------------------------------------------
// Inputs

const when = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(
      (text) =>
        /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.test(
          text,
        ) &&
        !Number.isNaN(eventInstant(text, false).getTime()) &&
        // Date rolls 2026-02-31 over to March: a date that is not on the calendar is refused.
        eventInstant(text, true).toISOString().slice(0, 10) === text.slice(0, 10),
      `${label} must be a date (YYYY-MM-DD) or an ISO date-time`,
    );

const title = z
  .string({ error: calendarMessages.titleRequired })
  .trim()
  .min(1, calendarMessages.titleRequired)
  .max(eventTitleMax, `The title must be at most ${eventTitleMax} characters`);

/** A link on the event: web or relative only, so a stored `javascript:` URL can never run. */
const url = z
  .string({ error: 'url must be text' })
  .trim()
  .max(2000, 'url must be at most 2000 characters')
  .refine(
    (text) => text === '' || /^(https?:\/\/|\/(?!\/))/i.test(text),
    'url must start with http://, https:// or /',
  );

const extendedPropsInput = z.object(
  {
    calendar: eventCalendarSchema.optional(),
    // The add form put url and the description (as `desc`) here; update sent `description`.
    url: url.optional(),
    guests: z
      .array(
        z
          .string({ error: 'Each guest must be text' })
          .trim()
          .min(1)
          .max(100, 'Guest name too long'),
        { error: 'guests must be a list of names' },
      )
      .max(eventGuestsMax, `At most ${eventGuestsMax} guests`)
      .optional(),
    location: z
      .string({ error: 'location must be text' })
      .trim()
      .max(200, 'location must be at most 200 characters')
      .optional(),
    description: z
      .string({ error: 'description must be text' })
      .max(eventDescriptionMax, `description must be at most ${eventDescriptionMax} characters`)
      .optional(),
    desc: z
      .string({ error: 'desc must be text' })
      .max(eventDescriptionMax, `desc must be at most ${eventDescriptionMax} characters`)
      .optional(),
  },
  { error: 'extendedProps must be an object' },
);

const allDay = z.boolean({ error: 'allDay must be true or false' });

/** One stored shape from either payload shape (both kept for API compatibility). */
const normalize = <
  T extends {
    url?: string;
    extendedProps?: z.infer<typeof extendedPropsInput>;
  },
>({
  url: topUrl,
  extendedProps,
  ...rest
}: T) => {
  const { url: innerUrl, desc, description, calendar, guests, location } = extendedProps ?? {};
  return {
    ...rest,
    url: topUrl ?? innerUrl,
    calendar,
    guests,
    location,
    description: description ?? desc,
  };
};

const endNotBeforeStart = (
  event: { start?: string; end?: string; allDay?: boolean },
  ctx: z.RefinementCtx,
) => {
  if (event.start === undefined || event.end === undefined) return;
  const allDayEvent = event.allDay ?? false;
  if (eventInstant(event.end, allDayEvent) < eventInstant(event.start, allDayEvent))
    ctx.addIssue({ code: 'custom', path: ['end'], message: calendarMessages.endBeforeStart });
};

/** A new event. `end` defaults to `start`; `display` and other FullCalendar keys are dropped. */
export const newEventSchema = z
  .object(
    {
      title,
      start: when('start'),
      end: when('end').optional(),
      allDay: allDay.default(false),
      url: url.optional(),
      extendedProps: extendedPropsInput.optional(),
    },
    { error: 'event must be an object' },
  )
  .superRefine(endNotBeforeStart)
  .transform((event) => {
    const flat = normalize(event);
    return {
      title: flat.title,
      start: flat.start,
      end: flat.end ?? flat.start,
      allDay: flat.allDay,
      url: flat.url ?? '',
      calendar: flat.calendar ?? defaultEventCalendar,
      guests: flat.guests ?? [],
      location: flat.location ?? '',
      description: flat.description ?? '',
    };
  });
export type NewEvent = z.infer<typeof newEventSchema>;
export type NewEventInput = z.input<typeof newEventSchema>;

/**
 * The fields to change (a drag sends only id, start, end, allDay); the others keep their value.
 * The end is checked against the start again once merged with the stored event.
 */
export const eventChangesSchema = z
  .object(
    {
      id: eventId('id'),
      title: title.optional(),
      start: when('start').optional(),
      end: when('end').optional(),
      allDay: allDay.optional(),
      url: url.optional(),
      extendedProps: extendedPropsInput.optional(),
    },
    { error: 'event must be an object' },
  )
  .superRefine(endNotBeforeStart)
  .transform(normalize);
export type EventChanges = z.infer<typeof eventChangesSchema>;
export type EventChangesInput = z.input<typeof eventChangesSchema>;

/** Body of POST /apps/calendar/add-event; field messages are keyed `event.title` and so on. */
export const addEventBodySchema = z.object({ event: newEventSchema });
/** Body of POST /apps/calendar/update-event. */
export const updateEventBodySchema = z.object({ event: eventChangesSchema });

export const eventReplySchema = z.object({ event: calendarEventSchema });
export type EventReply = z.infer<typeof eventReplySchema>;
export const eventsReplySchema = z.array(calendarEventSchema);

/** Repeated (`?calendars=A&calendars=B`) or a comma list; matched case-insensitively. */
const calendarList = z
  .preprocess(
    (value) => {
      const given = Array.isArray(value) ? value : [value];
      return given
        .filter((v): v is string => typeof v === 'string')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '')
        .map((v) => eventCalendars.find((c) => c.toLowerCase() === v.toLowerCase()) ?? v);
    },
    z.array(z.string()).superRefine((list, ctx) => {
      const unknown = list.filter((v) => !(eventCalendars as readonly string[]).includes(v));
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown calendar: ${unknown.join(', ')}. Choose from: ${eventCalendars.join(', ')}`,
        });
    }),
  )
  .pipe(z.array(eventCalendarSchema))
  .meta({
    description: 'Repeat the parameter or give a comma list; none selected answers []',
    items: { type: 'string', enum: [...eventCalendars] },
  });

export const eventsListQuerySchema = z
  .object({
    calendars: calendarList,
    start: optionalQuery(when('start')).meta({
      description: 'Only events that end after this (a view’s first day)',
    }),
    end: optionalQuery(when('end')).meta({
      description: 'Only events that start before this (the day after a view’s last day)',
    }),
  })
  .superRefine((query, ctx) => {
    if (
      query.start !== undefined &&
      query.end !== undefined &&
      eventInstant(query.end, false) < eventInstant(query.start, false)
    )
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must not be before start' });
  });
export type EventsListQuery = z.infer<typeof eventsListQuerySchema>;
export type EventsListQueryInput = z.input<typeof eventsListQuerySchema>;

/** `?id=3` of DELETE /apps/calendar/remove-event. */
export const eventIdQuerySchema = z.object({ id: eventId('id') });
export const eventRemovedReplySchema = z.object({ id: z.number().int() });
export type EventRemovedReply = z.infer<typeof eventRemovedReplySchema>;
