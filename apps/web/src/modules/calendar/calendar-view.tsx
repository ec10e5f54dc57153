import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar-theme.css';
import { useDirection } from '@mantine/core';
import FullCalendar, {
  type CalendarRef,
  type DateClickInfo,
  type DatesSetInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventDisplayInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import ar from '@fullcalendar/react/locales/ar';
import de from '@fullcalendar/react/locales/de';
import fr from '@fullcalendar/react/locales/fr';
import pt from '@fullcalendar/react/locales/pt';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import type { CalendarEvent } from '@beacon/contract/calendar';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAlign } from '../../lib/format';
import { localDay, today } from './calendar-days';
import { toCalendarInput } from './calendar-events';
import { firstDayOf } from './calendar-range';
import { type CalendarViewName, calendarViews, viewNameOf } from './calendar-view-names';
import classes from './calendar-view.module.css';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme];
// Each is a few hundred bytes: day and month names, the first day of the week, button texts.
const locales = [fr, de, pt, ar];

/**
 * FullCalendar's own event content (time, then title) with the title in its own direction: an
 * English title in the Arabic calendar keeps its full stop at its end and, when cut, its
 * beginning; `align` keeps it on the page's side.
 */
const eventContentAligned = (align: 'left' | 'right') =>
  function EventContent(info: EventDisplayInfo) {
    return (
      <>
        {info.timeText && <div className={info.timeClass}>{info.timeText}</div>}
        <div className={info.titleClass} dir="auto" style={{ textAlign: align }}>
          {info.event.title || '\u00a0'}
        </div>
      </>
    );
  };

export interface CalendarViewProps {
  view: CalendarViewName;
  /** The day shown (YYYY-MM-DD); none is today. */
  date: string | undefined;
  events: readonly CalendarEvent[];
  /** FullCalendar moved to another view or range: `start` ≤ shown < `end`. */
  onDatesChange: (change: { view: CalendarViewName; date: string; start: Date; end: Date }) => void;
  /** A day (all-day area or month cell) or a time slot was clicked. */
  onDateClick: (at: { date: Date; allDay: boolean }) => void;
  onEventClick: (event: CalendarEvent) => void;
  /** A drag or a resize; call `revert` when the server refuses it. */
  onEventMove: (change: EventChangeInfo) => void;
}

/**
 * FullCalendar with the four views, styled by the app's theme. The URL leads: a change of `view`
 * or `date` from outside (back button, a link) moves the calendar; the calendar's own navigation
 * reports back through `onDatesChange`.
 */
export function CalendarView(props: CalendarViewProps) {
  const { view, date, events, onDatesChange, onDateClick, onEventClick, onEventMove } = props;
  const { t, i18n } = useTranslation();
  const { dir } = useDirection();
  const align = usePageAlign();
  const eventContent = useMemo(() => eventContentAligned(align), [align]);
  const ref = useRef<CalendarRef>(null);
  const wantedDay = date ?? today();
  const inputs = useMemo(() => events.map(toCalendarInput), [events]);

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== calendarViews[view] || localDay(api.getDate()) !== wantedDay)
      api.changeView(calendarViews[view], wantedDay);
  }, [view, wantedDay]);

  const datesSet = (info: DatesSetInfo) => {
    const shown = ref.current?.getApi().getDate() ?? info.view.currentStart;
    onDatesChange({
      view: viewNameOf(info.view.type),
      date: localDay(shown),
      start: info.start,
      end: info.end,
    });
  };

  const eventClick = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    const event: unknown = info.event.extendedProps.event;
    if (event) onEventClick(event as CalendarEvent);
  };

  return (
    <FullCalendar
      ref={ref}
      plugins={plugins}
      locales={locales}
      locale={i18n.language}
      firstDay={firstDayOf(i18n.language)}
      direction={dir}
      className={classes.calendar}
      headerToolbarClass={classes.toolbar}
      toolbarSectionClass={classes.toolbarSection}
      toolbarTitleClass={classes.title}
      dayRowClass={view === 'month' ? classes.monthWeek : undefined}
      rowEventClass={classes.rowTarget}
      rowMoreLinkClass={classes.rowTarget}
      listItemEventClass={classes.rowTarget}
      initialView={calendarViews[view]}
      initialDate={wantedDay}
      headerToolbar={{
        start: 'prev,next today',
        center: 'title',
        end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
      }}
      todayText={t('calendar.toolbar.today')}
      monthText={t('calendar.toolbar.month')}
      weekTextLong={t('calendar.toolbar.week')}
      dayText={t('calendar.toolbar.day')}
      listText={t('calendar.toolbar.list')}
      prevHint={t('calendar.toolbar.previous')}
      nextHint={t('calendar.toolbar.next')}
      todayHint={t('calendar.toolbar.todayHint')}
      height="auto"
      editable
      dayMaxEvents={2}
      navLinks
      events={inputs}
      datesSet={datesSet}
      dateClick={(info: DateClickInfo) => onDateClick({ date: info.date, allDay: info.allDay })}
      eventClick={eventClick}
      eventContent={eventContent}
      eventDrop={onEventMove}
      eventResize={onEventMove}
    />
  );
}
