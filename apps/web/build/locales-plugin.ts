import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

export const languages = ['en', 'fr', 'de', 'pt', 'ar'] as const;

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree, file: string, path: string[] = []): void {
  for (const [key, value] of Object.entries(from)) {
    const here = [...path, key];
    const existing = into[key];
    if (typeof value === 'object' && (existing === undefined || typeof existing === 'object')) {
      merge((into[key] ??= {}) as Tree, value, file, here);
    } else if (existing !== undefined) {
      throw new Error(`locale key ${here.join('.')} is defined twice (again in ${file})`);
    } else into[key] = value;
  }
}

/**
 * Every area keeps its strings next to its code (`src/**\/locales/<lng>.json`); this merges them
 * into the one file per language the app loads, `/assets/data/locales/<lng>.json`.
 */
export function mergedLocales(root: string): Record<string, Tree> {
  const out: Record<string, Tree> = Object.fromEntries(languages.map((lng) => [lng, {}]));
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])locales[\\/][a-z]{2}\.json$/.test(file))
    .sort();
  for (const file of files) {
    const lng = basename(file, '.json');
    const target = out[lng];
    if (!target) throw new Error(`${file}: unknown language "${lng}"`);
    merge(target, JSON.parse(readFileSync(join(root, 'src', file), 'utf8')) as Tree, file);
  }
  return out;
}

export function locales(): Plugin {
  let root = '';
  return {
    name: 'beacon-locales',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = req.url?.match(/^\/assets\/data\/locales\/([a-z]{2})\.json/);
        const tree = match ? mergedLocales(root)[match[1] ?? ''] : undefined;
        if (!tree) return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(tree));
      });
    },
    generateBundle() {
      for (const [lng, tree] of Object.entries(mergedLocales(root))) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/data/locales/${lng}.json`,
          source: JSON.stringify(tree),
        });
      }
    },
    handleHotUpdate({ file, server }) {
      if (relative(root, dirname(file)).endsWith('locales'))
        server.ws.send({ type: 'full-reload' });
    },
  };
}
