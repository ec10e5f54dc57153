// The report's and the alarms' day filters are calendar days in UTC: the report groups its
// periods by UTC days and weeks, and the audit log's days are UTC too.

const dayMs = 86_400_000;

/** The instant a UTC day (YYYY-MM-DD) starts. */
export const dayStart = (day: string): string => `${day}T00:00:00.000Z`;

/** The instant after a UTC day ends: the API's `to` is excluded. */
export const dayEnd = (day: string): string =>
  new Date(Date.parse(dayStart(day)) + dayMs).toISOString();

/** The UTC day `days` days before `now`'s (0: today). */
export const dayBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * dayMs).toISOString().slice(0, 10);
