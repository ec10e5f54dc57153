import { createRoute } from '@hono/zod-openapi';
import {
  addEventBodySchema,
  type CalendarEvent,
  calendarMessages,
  eventIdQuerySchema,
  eventRemovedReplySchema,
  eventReplySchema,
  eventsListQuerySchema,
  eventsReplySchema,
  updateEventBodySchema,
} from '@beacon/contract/calendar';
import { errorReplySchema } from '@beacon/contract/common';
import { badRequest, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import {
  badInput,
  bearerSecurity,
  guardedReplies,
  json,
  jsonBody,
  jsonText,
} from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import * as repo from './calendar.repo';

const tags = ['Calendar'];
const guarded = { tags, security: bearerSecurity } as const;
const unknownEvent = { 404: json(errorReplySchema, 'The caller has no event with this id') };

const payloadShapes =
  'Both payload shapes are accepted (kept for API compatibility): the description as `extendedProps.desc` or `extendedProps.description`, the link as `url` or `extendedProps.url`; the reply has one shape. All-day events take dates (YYYY-MM-DD; a date-time is cut to its date as written) and answer dates; `end` is exclusive for them, as in FullCalendar. Other times are ISO date-times (no zone: UTC) and answer UTC. `url` is http(s) or relative.';

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/calendar/events',
  summary: 'The caller’s events in the selected calendars (a bare array), optionally in a range',
  description:
    '`calendars` repeated or as a comma list; none selected answers `[]`. With `start` and/or `end`, only events overlapping [start, end) are listed. Ordered by start, then id.',
  middleware: [requires('read', 'Calendar')] as const,
  request: { query: eventsListQuerySchema },
  responses: { 200: json(eventsReplySchema, 'The events'), ...badInput, ...guardedReplies },
});

const addRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/calendar/add-event',
  summary: 'Add an event (`{ event }`); `end` defaults to `start`, the calendar to Business',
  description: payloadShapes,
  middleware: [requires('create', 'Calendar')] as const,
  request: { body: jsonBody(addEventBodySchema) },
  responses: { 201: json(eventReplySchema, 'Added'), ...badInput, ...guardedReplies },
});

const updateRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/calendar/update-event',
  summary: 'Change an event (`{ event: { id, …fields } }`); fields left out keep their value',
  description: `A drag or resize may send only id, start, end and allDay. The merged end must not be before the start. ${payloadShapes}`,
  middleware: [requires('update', 'Calendar')] as const,
  request: { body: jsonBody(updateEventBodySchema) },
  responses: {
    200: json(eventReplySchema, 'Updated'),
    ...badInput,
    ...unknownEvent,
    ...guardedReplies,
  },
});

const removeRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/apps/calendar/remove-event',
  summary: 'Remove an event (`?id=3`)',
  middleware: [requires('delete', 'Calendar')] as const,
  request: { query: eventIdQuerySchema },
  responses: {
    200: json(eventRemovedReplySchema, 'Removed'),
    ...badInput,
    ...unknownEvent,
    ...guardedReplies,
  },
});

export function calendarRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) =>
      jsonText<CalendarEvent[]>(
        c,
        await repo.listEventsJson(c.var.db, c.var.principal.id, c.req.valid('query')),
      ),
    )
    .openapi(addRoute, async (c) => {
      const event = await repo.addEvent(c.var.db, c.var.principal.id, c.req.valid('json').event);
      return c.json({ event }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const result = await repo.updateEvent(
        c.var.db,
        c.var.principal.id,
        c.req.valid('json').event,
      );
      if (result.kind === 'missing') throw notFound(calendarMessages.eventNotFound);
      if (result.kind === 'endBeforeStart')
        throw badRequest({ 'event.end': [calendarMessages.endBeforeStart] });
      return c.json({ event: result.event }, 200);
    })
    .openapi(removeRoute, async (c) => {
      const { id } = c.req.valid('query');
      if (!(await repo.removeEvent(c.var.db, c.var.principal.id, id)))
        throw notFound(calendarMessages.eventNotFound);
      return c.json({ id }, 200);
    });
}
