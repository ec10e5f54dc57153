import { ActionIcon, Card, Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarEvent, EventCalendar } from '@beacon/contract/calendar';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { localDateTime, localDay, today } from './calendar-days';
import { shownDays, shownEventsParams } from './calendar-range';
import { CalendarSidebar } from './calendar-sidebar';
import type { CalendarViewName } from './calendar-view-names';
import { CalendarView } from './calendar-view';
import { LiveListUpdates } from '../../components/live-list-updates';
import { calendarKeys, eventsQuery } from './calendar.queries';
import type { EventDrawerContent, EventDrawerState } from './event-form-values';
import { blankEvent } from './event-form-values';
import { useCalendarSearch } from './use-calendar-search';
import { useSaveMove } from './use-save-move';

// Both drawers load when first opened: Mantine's drawer (with its scroll area), the date
// pickers and the contract's schemas would otherwise weigh on the calendar's own chunk.
const EventDrawer = lazy(() =>
  import('./event-drawer').then(({ EventDrawer: Drawer }) => ({ default: Drawer })),
);
const CalendarFiltersDrawer = lazy(() =>
  import('./calendar-filters-drawer').then(({ CalendarFiltersDrawer: Drawer }) => ({
    default: Drawer,
  })),
);

const hour = 60 * 60 * 1000;
const noEvents: CalendarEvent[] = [];

/**
 * `/apps/calendar`: the calendars filter beside FullCalendar (a drawer on narrow screens), and
 * the event drawer. View, day and selected calendars live in the URL.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const [search, update] = useCalendarSearch();
  const [filtersOpen, filtersDrawer] = useDisclosure(false);
  // Mounted from the first opening on, so that it can slide out when closed.
  const [filtersUsed, setFiltersUsed] = useState(false);
  const [drawerOpen, drawer] = useDisclosure(false);
  const [editing, setEditing] = useState<EventDrawerState | null>(null);
  // Known before FullCalendar has drawn (the route's loader asks for the same days), then
  // the days it reports.
  const [shown, setShown] = useState(() => shownDays(search.view, search.date, i18n.language));
  const saveMove = useSaveMove();

  const events = useQuery({
    ...eventsQuery(shownEventsParams(shown, search.calendars)),
    // The last range stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

  const openDrawer = (content: EventDrawerContent) => {
    setEditing({ ...content, key: Date.now() });
    filtersDrawer.close();
    drawer.open();
  };

  const onDatesChange = (change: {
    view: CalendarViewName;
    date: string;
    start: Date;
    end: Date;
  }) => {
    const start = localDay(change.start);
    const end = localDay(change.end);
    setShown((last) => (last.start === start && last.end === end ? last : { start, end }));
    const date = change.date === today() ? undefined : change.date;
    if (change.view !== search.view || date !== search.date)
      update({ view: change.view, date }, { replace: true });
  };

  const onDateClick = ({ date, allDay }: { date: Date; allDay: boolean }) => {
    const values = blankEvent(localDay(date));
    openDrawer({
      mode: 'add',
      values: allDay
        ? values
        : {
            ...values,
            allDay: false,
            start: localDateTime(date),
            end: localDateTime(new Date(date.getTime() + hour)),
          },
    });
  };

  const sidebar = (
    <CalendarSidebar
      selected={search.calendars}
      onSelect={(calendars: EventCalendar[]) => update({ calendars })}
      onAddEvent={() => openDrawer({ mode: 'add', values: blankEvent(search.date ?? today()) })}
    />
  );

  return (
    <Stack gap="lg">
      <LiveListUpdates resource="events" queryKey={calendarKeys.all} owned />
      <PageHeader
        title={t('calendar.title')}
        actions={
          <ActionIcon
            hiddenFrom="md"
            variant="default"
            size="lg"
            aria-label={t('calendar.sidebar.open')}
            onClick={() => {
              setFiltersUsed(true);
              filtersDrawer.open();
            }}
          >
            <IconFilter size={18} aria-hidden />
          </ActionIcon>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Card>{sidebar}</Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            {events.isError && (
              <QueryErrorAlert
                message={t('calendar.loadFailed')}
                onRetry={() => void events.refetch()}
                retrying={events.isFetching}
              />
            )}
            <Card padding="sm">
              <CalendarView
                view={search.view}
                date={search.date}
                events={events.data ?? noEvents}
                onDatesChange={onDatesChange}
                onDateClick={onDateClick}
                onEventClick={(event) => openDrawer({ mode: 'update', event })}
                onEventMove={saveMove}
              />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      {/* One boundary each: loading one drawer never hides the other. */}
      <Suspense fallback={null}>
        {filtersUsed && (
          <CalendarFiltersDrawer opened={filtersOpen} onClose={filtersDrawer.close}>
            {sidebar}
          </CalendarFiltersDrawer>
        )}
      </Suspense>
      <Suspense fallback={null}>
        {editing && <EventDrawer opened={drawerOpen} state={editing} onClose={drawer.close} />}
      </Suspense>
    </Stack>
  );
}
