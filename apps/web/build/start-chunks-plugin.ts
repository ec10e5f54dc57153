import type { Plugin, Rollup } from 'vite';
import { entryModules } from './entry-preload-plugin';
import { usedClosure } from './used-closure';

type Graph = Pick<Rollup.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

/** The one module of the graph whose id `test` matches. */
function moduleOf(graph: Graph, test: RegExp, label: string): string {
  const ids = [...graph.getModuleIds()].filter((id) => test.test(id));
  if (ids.length !== 1) throw new Error(`start chunks: ${ids.length} modules for ${label}`);
  return ids[0] as string;
}

const minus = (a: Set<string>, ...others: Set<string>[]) =>
  new Set([...a].filter((id) => !others.some((o) => o.has(id))));
const both = (a: Set<string>, b: Set<string>) => new Set([...a].filter((id) => b.has(id)));

/**
 * The code every page load needs at start, in a few files instead of about a hundred.
 *
 * Left to itself, Rolldown cuts one chunk per set of importers, so the app's start comes in about a
 * hundred small files (one per icon, per Mantine component). Over HTTP/1.1's six connections per
 * host that is many round trips before the first screen, which Lighthouse's mobile simulation
 * counts in full (decision 0028). Each group below is what a kind of page load fetches as a whole
 * anyway:
 *
 * - `start-core`: what the sign-in pages and the app both import (React, Mantine's base, i18next);
 * - `start-app`: the rest of the app's entry (router, query cache, ability);
 * - `start-shell-guest`: what the signed-in shell shares with the sign-in pages only;
 * - `start-shell`: the rest of the shell (side menu, header).
 *
 * No module moves into a page load that did not fetch it before: each group is a set difference
 * of what the entries run (used-closure.ts), so the /login and dashboard budgets count the same
 * modules, in fewer and better-compressed files. One exception, under a kilobyte: `lite-shared`,
 * the few modules the small sign-in entry (entry/guest-lite/) shares with the others. The sign-in
 * page asks for two files before its form works instead of one per shared module (each request
 * costs its main thread a few milliseconds, more on a phone), and a page that needs one of them
 * fetches them all.
 */
export function startChunks(): Plugin {
  // Filled at the end of the build; Rolldown reads the output options, groups included, before.
  const groups = ['start-core', 'start-app', 'start-shell-guest', 'start-shell', 'lite-shared'].map(
    (name) => ({
      name,
      modules: new Set<string>(),
    }),
  );
  return {
    name: 'beacon-start-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const run = (module: RegExp, label: string) =>
        usedClosure(this, moduleOf(this, module, label));
      // index.html's own script keeps its few modules of its own (the path test, the base styles).
      const main = run(entryModules.main, 'main');
      const guest = run(entryModules.guest, 'guest');
      // The sign-in pages' small entry (mock mode has none in use, but builds it all the same).
      const lite = run(entryModules.lite, 'lite');
      const app = run(entryModules.app, 'app');
      const shell = run(entryModules.shell, 'shell');
      // Nothing main.tsx or the small entry runs goes into a group: either would then load it whole.
      const sets = [
        minus(both(guest, app), main, lite),
        minus(app, guest, main, lite),
        minus(both(shell, guest), app, main, lite),
        minus(shell, app, guest, main, lite),
        // What the small entry shares with the others: one file rather than one per module, each
        // a request the sign-in page makes before its form works.
        minus(both(lite, new Set([...guest, ...app, ...shell])), main),
      ];
      groups.forEach((group, i) => (group.modules = sets[i] ?? new Set()));
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: groups.map((group, i) => ({
            name: group.name,
            test: (id: string) => group.modules.has(id),
            // Earlier groups first: a module belongs to one set only anyway.
            priority: groups.length - i,
            // A module of no group stays where Rolldown puts it. Pulled into the group that imports
            // it, main.tsx's own imports made index.html's script load the whole `start-app`.
            includeDependenciesRecursively: false,
          })),
        },
      };
    },
  };
}
