import { dirname, resolve } from 'node:path';

/** What the closure needs of a build's module graph (a plugin context has it). */
export interface Graph {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[] } | null | undefined;
}

/** Every name a module asks for ('*' for a namespace import or an unknown use). */
type Names = Set<string>;
const everything = '*';

/** `a as b, default as c` → [[a, b], [default, c]] (imported or local name first). */
const pairs = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((p) => p[0])
    .map(([from, to]) => [from as string, to ?? (from as string)] as const);

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const importFrom =
  /\bimport\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+([\w$]+))?\s*from\s*["']([^"']+)["']/g;
const exportFrom = /\bexport\s*(?:\{([^}]*)\}|\*\s*as\s+([\w$]+)|(\*))\s*from\s*["']([^"']+)["']/g;
const sideEffectImport = /\bimport\s*["']([^"']+)["']/g;
const exportList = /\bexport\s*\{([^}]*)\}\s*(?!\s*from)/g;

/** For each import specifier of `code`, the names it takes. */
export function importsOf(code: string): Map<string, Names> {
  const found = new Map<string, Names>();
  const add = (source: string, name: string) => {
    const names = found.get(source) ?? new Set();
    names.add(name);
    found.set(source, names);
  };
  for (const [, fallback, list, namespace, source] of code.matchAll(importFrom)) {
    if (!source) continue;
    if (fallback) add(source, 'default');
    if (namespace) add(source, everything);
    if (list) pairs(list).forEach(([name]) => add(source, name));
    if (!fallback && !namespace && list === undefined) add(source, everything);
  }
  for (const [, list, namespace, star, source] of code.matchAll(exportFrom)) {
    if (!source) continue;
    if (list) pairs(list).forEach(([name]) => add(source, name));
    if (namespace || star) add(source, everything);
  }
  for (const [, source] of code.matchAll(sideEffectImport)) if (source) add(source, everything);
  return found;
}

/** A module made of nothing but re-exports: each exported name → [specifier, name there]. */
export interface Barrel {
  names: Map<string, readonly [string, string]>;
  /** `export * from` specifiers: where a name not listed may come from. */
  stars: string[];
}

/** The barrel `code` is, or undefined when it does anything besides importing and exporting. */
export function barrelOf(code: string): Barrel | undefined {
  const clean = withoutComments(code);
  const rest = clean
    .replace(importFrom, '')
    .replace(exportFrom, '')
    .replace(sideEffectImport, '')
    .replace(exportList, '')
    .replace(/[;\s]/g, '');
  if (rest !== '') return undefined;
  const locals = new Map<string, readonly [string, string]>();
  const names = new Map<string, readonly [string, string]>();
  const stars: string[] = [];
  for (const [, fallback, list, namespace, source] of clean.matchAll(importFrom)) {
    if (!source) continue;
    if (fallback) locals.set(fallback, [source, 'default']);
    if (namespace) locals.set(namespace, [source, everything]);
    if (list) pairs(list).forEach(([name, local]) => locals.set(local, [source, name]));
  }
  for (const [, list, namespace, star, source] of clean.matchAll(exportFrom)) {
    if (!source) continue;
    if (list) pairs(list).forEach(([name, exported]) => names.set(exported, [source, name]));
    if (namespace) names.set(namespace, [source, everything]);
    if (star) stars.push(source);
  }
  for (const [, list] of clean.matchAll(exportList)) {
    pairs(list ?? '').forEach(([local, exported]) => {
      const origin = locals.get(local);
      if (origin) names.set(exported, origin);
    });
  }
  return { names, stars };
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const bare = (id: string) => id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');

/** The one of `importer`'s imported ids that `specifier` names, if it can tell. */
function target(importer: string, importedIds: readonly string[], specifier: string) {
  if (specifier.startsWith('.')) {
    const path = bare(resolve(dirname(importer.replace(/\?.*$/, '')), specifier));
    return importedIds.find((id) => bare(id) === path || bare(id) === `${path}/index`);
  }
  const matching = importedIds.filter((id) =>
    id.includes(`/node_modules/${packageOf(specifier)}/`),
  );
  return matching.length === 1 ? matching[0] : undefined;
}

/**
 * The modules `start` runs, following static imports only: like the graph's static closure, but a
 * barrel (`export { Button } from './Button'`, as Mantine's and the icons' index files are) is
 * followed only to the names asked of it, as tree-shaking does. The plain closure of the sign-in
 * page holds every Mantine component and every icon, since it imports one from each index.
 */
export function usedClosure(graph: Graph, start: string): Set<string> {
  const seen = new Set<string>();
  const barrelNames = new Map<string, Names>();
  const barrels = new Map<string, Barrel | undefined>();
  const barrel = (id: string) => {
    if (!barrels.has(id)) {
      const code = id.includes('/node_modules/') ? graph.getModuleInfo(id)?.code : undefined;
      barrels.set(id, code ? barrelOf(code) : undefined);
    }
    return barrels.get(id);
  };

  const visit = (id: string, names: Names): void => {
    const info = graph.getModuleInfo(id);
    if (!info) return;
    const shape = barrel(id);
    if (!shape || names.has(everything)) {
      if (seen.has(id) && !shape) return;
      if (shape && barrelNames.get(id)?.has(everything)) return;
      seen.add(id);
      if (shape) barrelNames.set(id, new Set([everything]));
      followAll(id, info.code ?? '', info.importedIds);
      return;
    }
    const done = barrelNames.get(id) ?? new Set<string>();
    const fresh = [...names].filter((n) => !done.has(n));
    if (fresh.length === 0) return;
    fresh.forEach((n) => done.add(n));
    barrelNames.set(id, done);
    seen.add(id);
    for (const name of fresh) {
      const origin = shape.names.get(name);
      const sources = origin ? [origin] : shape.stars.map((s) => [s, name] as const);
      for (const [specifier, there] of sources) {
        const next = target(id, info.importedIds, specifier);
        if (next) visit(next, new Set([there]));
        else info.importedIds.forEach((i) => visit(i, new Set([everything])));
      }
    }
  };

  const followAll = (id: string, code: string, importedIds: readonly string[]) => {
    const asked = new Map<string, Names>();
    for (const [specifier, names] of importsOf(code)) {
      const next = target(id, importedIds, specifier);
      if (next) asked.set(next, new Set([...(asked.get(next) ?? []), ...names]));
    }
    for (const next of importedIds) visit(next, asked.get(next) ?? new Set([everything]));
  };

  visit(start, new Set([everything]));
  return seen;
}
