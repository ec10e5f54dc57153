import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const modulesDir = join(src, 'modules');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

/** Every module specifier a file names: imports, re-exports, `import()` and `declare module`. */
const specifiersOf = (text: string) =>
  [...text.matchAll(/(?:\bfrom|\bimport|\bmodule)\s*\(?\s*['"]([^'"]+)['"]/g)].flatMap(
    (match) => match[1] ?? [],
  );

/** `file: specifier` for each import of a file under `dir` that lands in `modules/`. */
function importsOfModules(dir: string): string[] {
  return sourcesUnder(join(src, dir)).flatMap((file) =>
    specifiersOf(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => {
        const target = resolve(dirname(file), specifier);
        return target === modulesDir || target.startsWith(modulesDir + sep);
      })
      .map((specifier) => `${relative(src, file)}: ${specifier}`),
  );
}

// The platform is below the modules: a module imports db/ and lib/, never the other way round,
// so a module can be added or removed without touching them.
describe('the layers of the API', () => {
  it.each(['db', 'lib'])('%s/ imports no module', (dir) => {
    expect(importsOfModules(dir)).toEqual([]);
  });

  it('finds an import of a module when there is one', () => {
    expect(specifiersOf("import type { X } from '../modules/todo/todo.table';")).toEqual([
      '../modules/todo/todo.table',
    ]);
    expect(specifiersOf("export * from '../../modules';\nconst m = import('./x');")).toEqual([
      '../../modules',
      './x',
    ]);
  });
});
