const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The API's "10 Dec 2023" (its kept display form) as a UTC date; null for any other text. */
function parse(value: string): Date | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), months.indexOf(month ?? ''), Number(day)));
  // An unknown month or a day past the month's end does not come back as the same day.
  return months.includes(month ?? '') && date.getUTCDate() === Number(day) ? date : null;
}

/** The date in the reader's language ("10 décembre 2023"); other text is shown as it came. */
export function formatLastUpdated(value: string, language: string): string {
  const date = parse(value);
  return date
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
    : value;
}

/** The same date for `<time dateTime>`, or undefined when the text is not a date. */
export function isoLastUpdated(value: string): string | undefined {
  return parse(value)?.toISOString().slice(0, 10);
}
