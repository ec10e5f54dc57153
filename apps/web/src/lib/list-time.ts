/** Whether two instants fall on the same day of the reader's calendar. */
export const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

export interface ListTimeFormats {
  clock: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
}

/**
 * When something came, as a list shows it: the clock time today ("2:05 PM"), the day this year
 * ("Nov 3"), the date before.
 */
export function listTime({ clock, day, date }: ListTimeFormats, time: string, now = new Date()) {
  const when = new Date(time);
  if (sameDay(when, now)) return clock.format(when);
  if (when.getFullYear() === now.getFullYear()) return day.format(when);
  return date.format(when);
}
