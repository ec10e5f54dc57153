import type { EmscriptenFs } from './emscripten-fs';
import type { Migration } from './migrate';

/**
 * Mock mode: a data directory that `prepare` (migrations, then the seed checks) has been through
 * records the migrations it knew, in a file of its own (PGlite's data directory is /pglite/data).
 * A start that brings no new migration skips `prepare`: its queries were ~0.5 s of a start in the
 * browser, for nothing. The file travels with the database: the image, IndexedDB's copies.
 */
const FILE = '/pglite/data/beacon-prepared';

const key = (migrations: Migration[]) => migrations.map(({ tag }) => tag).join('\n');

export function isPrepared(fs: EmscriptenFs, migrations: Migration[]): boolean {
  try {
    return fs.readFile(FILE, { encoding: 'utf8' }) === key(migrations);
  } catch {
    return false; // never prepared, or before this file existed
  }
}

export function markPrepared(fs: EmscriptenFs, migrations: Migration[]): void {
  fs.writeFile(FILE, new TextEncoder().encode(key(migrations)));
}
