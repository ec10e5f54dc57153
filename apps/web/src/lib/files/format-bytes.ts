const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A size as people read it, in their language: "449 bytes", "1,2 ko", "12 MB". Steps of 1024, as
 * the API's limits are counted; one decimal below 10 of a unit.
 */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    // "449 bytes" reads better than "449 byte"; the larger units keep their short names.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit > 0 && value < 10 ? 1 : 0,
  }).format(value);
}
