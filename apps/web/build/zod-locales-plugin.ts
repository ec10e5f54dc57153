import type { Plugin } from 'vite';

/** The zod modules that re-export every locale: as `z.locales`, and as `z.core.locales`. */
export const zodLocalesImporter = /[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/;
const standIn = '\0beacon:zod-locales';

/**
 * zod re-exports its locales (some sixty languages) as `z.locales`, and `@hono/zod-openapi` hands
 * the whole `z` object to zod-to-openapi, so a bundler cannot tell that no locale is read: the mock
 * worker's API carried every one of them (about 250 kB before minification), compiled by each
 * first visit before its first answer. The API sets no locale; zod's English messages come from
 * its own import of `locales/en.js`, which stays. Build only, for the worker's bundle.
 */
export function zodWithoutLocales(): Plugin {
  return {
    name: 'beacon-zod-without-locales',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../locales/index.js' && importer && zodLocalesImporter.test(importer)
        ? standIn
        : null;
    },
    load(id) {
      return id === standIn ? 'export {};' : null;
    },
  };
}
