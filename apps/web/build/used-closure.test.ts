import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type Graph, barrelOf, importsOf, usedClosure } from './used-closure';

/** A module graph from { id: code }, each import specifier resolved to the id it names. */
function graphOf(modules: Record<string, string>): Graph {
  const ids = Object.keys(modules);
  const resolveIn = (importer: string, specifier: string) =>
    specifier.startsWith('.')
      ? ids.find((id) => id === new URL(specifier, `file://${importer}`).pathname)
      : ids.find((id) => id.includes(`/node_modules/${specifier}/`) && id.endsWith('index.mjs'));
  return {
    getModuleInfo: (id) => {
      const code = modules[id];
      if (code === undefined) return null;
      const importedIds = [...importsOf(code).keys()]
        .map((specifier) => resolveIn(id, specifier))
        .filter((found) => found !== undefined);
      return { code, importedIds };
    },
  };
}

const lib = '/p/node_modules/kit';
const graph = graphOf({
  '/p/src/page.ts': "import { Button } from 'kit';\nimport { helper } from './helper.ts';",
  '/p/src/helper.ts': 'export const helper = 1;',
  [`${lib}/index.mjs`]: [
    "import { Button } from './Button.mjs';",
    "export { Table } from './Table.mjs';",
    "export * from './more.mjs';",
    'export { Button };',
  ].join('\n'),
  [`${lib}/Button.mjs`]: "import { useTheme } from './theme.mjs';\nexport const Button = 1;",
  [`${lib}/Table.mjs`]: "import { Scroll } from './Scroll.mjs';\nexport const Table = 1;",
  [`${lib}/Scroll.mjs`]: 'export const Scroll = 1;',
  [`${lib}/theme.mjs`]: 'export const useTheme = 1;',
  [`${lib}/more.mjs`]: "export { Menu } from './Menu.mjs';",
  [`${lib}/Menu.mjs`]: 'export const Menu = 1;',
});

describe('the modules a page runs', () => {
  it('follows a barrel only to the names asked of it, as tree-shaking would', () => {
    const found = usedClosure(graph, '/p/src/page.ts');
    expect([...found].sort()).toEqual(
      [
        '/p/src/page.ts',
        '/p/src/helper.ts',
        `${lib}/index.mjs`,
        `${lib}/Button.mjs`,
        `${lib}/theme.mjs`,
      ].sort(),
    );
  });

  it('finds a name the barrel passes on with export *', () => {
    const menuGraph = graphOf({
      '/p/src/menu-page.ts': "import { Menu } from 'kit';",
      ...Object.fromEntries(
        [`${lib}/index.mjs`, `${lib}/more.mjs`, `${lib}/Menu.mjs`, `${lib}/Table.mjs`].map((id) => [
          id,
          graph.getModuleInfo(id)?.code ?? '',
        ]),
      ),
    });
    const found = usedClosure(menuGraph, '/p/src/menu-page.ts');
    expect(found.has(`${lib}/Menu.mjs`)).toBe(true);
    expect(found.has(`${lib}/Table.mjs`)).toBe(false);
  });

  it('follows every import of a module that does more than re-export', () => {
    const found = usedClosure(graph, `${lib}/Table.mjs`);
    expect(found).toEqual(new Set([`${lib}/Table.mjs`, `${lib}/Scroll.mjs`]));
  });

  it('takes a namespace or a side-effect import as a use of everything', () => {
    expect(importsOf("import * as all from 'kit';\nimport './styles.css';")).toEqual(
      new Map([
        ['kit', new Set(['*'])],
        ['./styles.css', new Set(['*'])],
      ]),
    );
  });
});

describe('barrels', () => {
  const require = createRequire(import.meta.url);

  // A Mantine or icons upgrade that changes its index's shape fails here, not in the budgets.
  it("reads Mantine's and the icons' index files as barrels", () => {
    // The packages' CommonJS entries sit beside their ES module ones.
    const esm = (name: string) =>
      readFileSync(
        require
          .resolve(name)
          .replace('/cjs/', '/esm/')
          .replace(/\.cjs$/, '.mjs'),
        'utf8',
      );
    const mantine = barrelOf(esm('@mantine/core'));
    expect(mantine?.names.get('Button')?.[0]).toMatch(/components\/Button\/Button\.mjs$/);
    const icons = barrelOf(esm('@tabler/icons-react'));
    expect(icons?.names.get('IconX')).toEqual(['./icons/IconX.mjs', 'default']);
  });

  it('is not a module with code of its own', () => {
    expect(barrelOf("import { a } from './a';\nexport const b = a + 1;")).toBeUndefined();
    expect(barrelOf("export { a as b } from './a';")?.names.get('b')).toEqual(['./a', 'a']);
  });
});
