/** The URL's view names and FullCalendar's view types behind them. */
export const calendarViews = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
} as const;

export type CalendarViewName = keyof typeof calendarViews;

export const viewNameOf = (type: string): CalendarViewName =>
  (Object.keys(calendarViews) as CalendarViewName[]).find((name) => calendarViews[name] === type) ??
  'month';
