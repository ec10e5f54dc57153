import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, mergedLocales } from '../locales-plugin';

type Tree = { [key: string]: string | Tree };

const paths = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : paths(value, `${prefix}${key}.`),
  );

describe('translations', () => {
  const merged = mergedLocales(resolve(import.meta.dirname, '..'));
  const english = paths(merged.en as Tree).sort();

  it('has every area translated', () => {
    expect(english.length).toBeGreaterThan(100);
    expect(Object.keys(merged.en as Tree).sort()).toEqual([
      'app',
      'auth',
      'calendar',
      'chat',
      'checkout',
      'common',
      'ecommerce',
      'email',
      'invoice',
      'todo',
      'users',
    ]);
  });

  it.each(languages.filter((lng) => lng !== 'en'))('carries every English key in %s', (lng) => {
    expect(paths(merged[lng] as Tree).sort()).toEqual(english);
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
