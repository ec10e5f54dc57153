import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, mergedLocales } from '../build/locales-plugin';

type Tree = { [key: string]: string | Tree };

const paths = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : paths(value, `${prefix}${key}.`),
  );

describe('translations', () => {
  const merged = mergedLocales(resolve(import.meta.dirname, '..'));
  const source = import.meta.dirname;
  const english = paths(merged.en as Tree).sort();

  it('has every area translated', () => {
    expect(english.length).toBeGreaterThan(100);
    // Each area keeps a file per language beside its code; one left out would show raw keys.
    const folders = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (path) => basename(path) === 'locales',
    );
    expect(folders.length).toBeGreaterThan(15);
    for (const folder of folders)
      expect(readdirSync(join(source, folder)).sort(), folder).toEqual(
        languages.map((lng) => `${lng}.json`).sort(),
      );
    expect(Object.keys(merged.en as Tree)).toEqual(
      expect.arrayContaining(['common', 'users', 'invoice', 'access', 'account']),
    );
  });

  // Arabic has six plural forms where English has two: a `_zero`, `_two`, `_few` or `_many` key
  // is welcome beside a plural English has (`_other`), and is the only kind of extra key allowed.
  const extraPlural = (path: string) => {
    const base = /^(.*)_(zero|two|few|many)$/.exec(path)?.[1];
    return base !== undefined && english.includes(`${base}_other`);
  };

  it.each(languages.filter((lng) => lng !== 'en'))('carries every English key in %s', (lng) => {
    const keys = paths(merged[lng] as Tree).filter((path) => !extraPlural(path));
    expect(keys.sort()).toEqual(english);
  });

  it.each([...languages])('has no empty string in %s', (lng) => {
    const empty = paths(merged[lng] as Tree).filter((path) => {
      const value = path
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, key) => (typeof node === 'object' ? node[key] : undefined),
          merged[lng],
        );
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
