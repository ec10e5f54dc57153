import type { EventCalendar } from '@beacon/contract/calendar-values';

/**
 * The calendars' colours (Personal danger, Business primary, Family warning, Holiday success,
 * ETC info) as Mantine colours: the filter's checkboxes use them as they are.
 */
export const calendarColors: Record<EventCalendar, string> = {
  Personal: 'red',
  Business: 'indigo',
  Family: 'orange',
  Holiday: 'green',
  ETC: 'cyan',
};

/**
 * The fill of a calendar's events under white text (FullCalendar's `--fc-event-color`). Shade 9
 * alone gives white only 4.3:1 on green and orange; darkened by 15 % every fill reaches WCAG AA's
 * 4.5:1, in every skin, since the text sits on the fill and not on the page.
 */
export const eventFill = (calendar: EventCalendar): string =>
  `color-mix(in srgb, var(--mantine-color-${calendarColors[calendar]}-9) 85%, black)`;
