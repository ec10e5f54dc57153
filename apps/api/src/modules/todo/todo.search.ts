import { type SQL, sql } from 'drizzle-orm';
import { tasks } from './todo.table';

const months = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** "nov" or "november" → 11; anything else → undefined. */
function monthOf(word: string): number | undefined {
  if (word.length < 3) return undefined;
  const index = months.findIndex((m) => m === word.slice(0, 3));
  const full = new Date(Date.UTC(2000, index, 1))
    .toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
    .toLowerCase();
  return index >= 0 && full.startsWith(word) ? index + 1 : undefined;
}

const dayOf = (word: string) => {
  const day = /^\d{1,2}$/.test(word) ? Number(word) : NaN;
  return day >= 1 && day <= 31 ? day : undefined;
};

/**
 * The due-date forms that `q` may take: a day ("25"), a month ("nov"), or both
 * in either order ("25 nov", "nov 25"). Anything else names no date, and matches none.
 */
export function dueDateMatch(q: string): SQL | undefined {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  let day: number | undefined;
  let month: number | undefined;
  if (words.length === 1 && words[0]) {
    day = dayOf(words[0]);
    month = day === undefined ? monthOf(words[0]) : undefined;
    if (day === undefined && month === undefined) return undefined;
  } else if (words.length === 2 && words[0] && words[1]) {
    const [a, b] = words;
    day = dayOf(a) ?? dayOf(b);
    month = dayOf(a) !== undefined ? monthOf(b) : monthOf(a);
    if (day === undefined || month === undefined) return undefined;
  } else return undefined;
  const parts: SQL[] = [];
  if (day !== undefined) parts.push(sql`extract(day from ${tasks.dueDate}) = ${day}`);
  if (month !== undefined) parts.push(sql`extract(month from ${tasks.dueDate}) = ${month}`);
  return sql.join(parts, sql` and `);
}
