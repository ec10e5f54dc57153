import { createFileRoute } from '@tanstack/react-router';
import { type EventCalendar, eventCalendars } from '@beacon/contract/calendar-values';
import { type Check, day, listOf, oneOf, searchWithDefaults } from '../../../lib/search-params';
import { requireAbility } from '../../../lib/guard';
import i18n from '../../../lib/i18n';
import { CalendarPage } from '../../../modules/calendar/calendar-page';
import { shownDays, shownEventsParams } from '../../../modules/calendar/calendar-range';
import { eventsQuery } from '../../../modules/calendar/calendar.queries';

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
const search = searchWithDefaults(
  {
    calendars: selected,
    view: oneOf(['month', 'week', 'day', 'list']),
    /** The day the view shows (YYYY-MM-DD, a real date); none means today. */
    date: day,
  },
  { calendars: allCalendars, view: 'month' },
);

export const Route = createFileRoute('/_app/apps/calendar')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Calendar'),
  loaderDeps: ({ search }) => search,
  // The events are asked for while the calendar's code loads, so that it draws them at once
  // instead of drawing the month twice. Not awaited: the page's query (the same key) takes them.
  loader: ({ context, deps }) => {
    const shown = shownDays(deps.view, deps.date, i18n.language);
    void context.queryClient.prefetchQuery(eventsQuery(shownEventsParams(shown, deps.calendars)));
  },
  component: CalendarPage,
});
