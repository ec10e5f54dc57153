/** Amounts are US dollars, written the way the reader's language writes money. */
export function moneyFormatter(language: string): (amount: number) => string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  return (amount) => format.format(amount);
}

/** A rate in percent (7.5) as the language writes it ("7.5%", "7,5 %"). */
export function percentFormatter(language: string): (rate: number) => string {
  const format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return (rate) => format.format(rate / 100);
}

/**
 * An ISO day ("2024-03-09") as the language writes a date. Read as UTC so that the day shown is
 * the day stored, whatever the reader's time zone.
 */
export function dateFormatter(language: string): (isoDay: string) => string {
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (isoDay) => format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** Today in the reader's time zone, as an ISO day: the payment date a person means by "today". */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
