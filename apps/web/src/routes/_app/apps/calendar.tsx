import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { type EventCalendar, eventCalendars } from '@beacon/contract/calendar-values';
import { z } from 'zod/mini';
import { orDefault } from '../../../lib/search-params';
import { requireAbility } from '../../../lib/guard';
import { CalendarPage } from '../../../modules/calendar/calendar-page';

const allCalendars: EventCalendar[] = [...eventCalendars];

/**
 * The selected calendars, in the sidebar's order. The router writes a list as JSON, so none
 * selected is an explicit `[]` and a reload restores it; a comma list or `none` is read too. A
 * value naming no known calendar is a bad link: all are shown.
 */
const calendars = orDefault(
  z.pipe(
    z.union([z.string(), z.array(z.unknown())]),
    z.transform((given): EventCalendar[] => {
      const list = Array.isArray(given) ? given : given.split(',').filter((v) => v !== '');
      if (list.length === 0 || (list.length === 1 && list[0] === 'none')) return [];
      const known = eventCalendars.filter((calendar) => list.includes(calendar));
      return known.length > 0 ? known : allCalendars;
    }),
  ),
  allCalendars,
);

/** The day the view shows (YYYY-MM-DD, a real date); none means today. */
const date = z.catch(
  z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.refine((text) => {
        const day = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
      }),
    ),
  ),
  undefined,
);

// zod/mini over the contract's zod-free values: route files are in the first-paint bundle.
const searchSchema = z.object({
  calendars,
  view: orDefault(z.enum(['month', 'week', 'day', 'list']), 'month'),
  date,
});

export const Route = createFileRoute('/_app/apps/calendar')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ calendars: allCalendars, view: 'month' })] },
  beforeLoad: () => requireAbility('read', 'Calendar'),
  component: CalendarPage,
});
