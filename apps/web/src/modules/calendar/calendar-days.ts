// Calendar days as `YYYY-MM-DD` text. All-day events are stored and sent as such days (the end
// exclusive, as FullCalendar counts it), so no day ever shifts with the browser's time zone.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day a moment falls on in the browser's time zone (what the calendar shows). */
export function localDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD HH:mm:ss` in the browser's time zone: the value Mantine's date-time pickers hold. */
export function localDateTime(date: Date): string {
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${localDay(date)} ${time}`;
}

/** The moment a picker's local `YYYY-MM-DD[ HH:mm[:ss]]` stands for, or null when it is none. */
export function fromLocalDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A real calendar day (2026-02-31 is not one). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The day `count` days after (or before) a day; plain date arithmetic, no time zone involved. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

export const today = (): string => localDay(new Date());
