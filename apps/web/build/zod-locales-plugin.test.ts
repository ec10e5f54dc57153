import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodLocalesImporter, zodWithoutLocales } from './zod-locales-plugin';

const require = createRequire(import.meta.url);
const zodV4 = join(dirname(require.resolve('zod/package.json')), 'v4');
const repository = join(import.meta.dirname, '../../..');
type ResolveId = (source: string, importer?: string) => unknown;

/** The TypeScript files under `dir`, without node_modules. */
const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));

describe('zod without its locales in the mock worker', () => {
  it("empties the locales zod's two re-exports name, and nothing else", () => {
    const resolveId = zodWithoutLocales().resolveId as ResolveId;
    for (const importer of ['classic/external.js', 'core/index.js']) {
      const file = join(zodV4, importer);
      expect(readFileSync(file, 'utf8')).toContain(
        'export * as locales from "../locales/index.js"',
      );
      expect(zodLocalesImporter.test(file)).toBe(true);
      expect(resolveId('../locales/index.js', file)).toMatch(/zod-locales/);
      expect(resolveId('./schemas.js', file)).toBeNull();
    }
    expect(resolveId('../locales/index.js', '/app/node_modules/other/v4/core/index.js')).toBeNull();
  });

  // A zod upgrade that sets English through the locales index, not its own import, fails here.
  it("keeps zod's English messages, which it imports on their own", () => {
    const schemas = readFileSync(join(zodV4, 'classic/schemas.js'), 'utf8');
    expect(schemas).toContain('import en from "../locales/en.js"');
  });

  it('is safe only while the API and the contract choose no locale', () => {
    const uses = [
      ...sources(join(repository, 'apps/api/src')),
      ...sources(join(repository, 'packages/contract/src')),
    ].filter((file) => /\blocales\.\w+\(|\bz\.config\(/.test(readFileSync(file, 'utf8')));
    expect(uses).toEqual([]);
  });
});
