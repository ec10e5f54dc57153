import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { type EventCalendar, eventCalendars } from '@beacon/contract/calendar-values';
import { type Check, day, listOf, oneOf, orDefault, searchOf } from '../../../lib/search-params';
import { requireAbility } from '../../../lib/guard';
import { CalendarPage } from '../../../modules/calendar/calendar-page';

const allCalendars: EventCalendar[] = [...eventCalendars];

/**
 * The selected calendars, in the sidebar's order. The router writes a list as JSON, so none
 * selected is an explicit `[]` and a reload restores it; a comma list or `none` is read too. A
 * value naming no known calendar is a bad link: all are shown.
 */
const selected: Check<EventCalendar[]> = (value: unknown) => {
  const list = listOf(value, ',');
  if (list === undefined) return undefined;
  if (list.length === 0 || (list.length === 1 && list[0] === 'none')) return [];
  const known = eventCalendars.filter((calendar) => list.includes(calendar));
  return known.length > 0 ? known : allCalendars;
};

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  calendars: orDefault(selected, allCalendars),
  view: orDefault(oneOf(['month', 'week', 'day', 'list']), 'month'),
  /** The day the view shows (YYYY-MM-DD, a real date); none means today. */
  date: day,
});

export const Route = createFileRoute('/_app/apps/calendar')({
  validateSearch,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ calendars: allCalendars, view: 'month' })] },
  beforeLoad: () => requireAbility('read', 'Calendar'),
  component: CalendarPage,
});
