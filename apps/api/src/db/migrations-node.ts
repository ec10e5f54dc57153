import { readFileSync } from 'node:fs';
import type { Migration } from './migrate';

const folder = new URL('./migrations/', import.meta.url);

/** drizzle-kit's migrations, read from disk in journal order (server mode and tests). */
export function nodeMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    tag,
    sql: readFileSync(new URL(`${tag}.sql`, folder), 'utf8'),
  }));
}
