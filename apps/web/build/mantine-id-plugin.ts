import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The one importer of Mantine's useId module: the hooks package's index. */
export const hooksIndex = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
export const standIn = fileURLToPath(new URL('../src/lib/mantine-use-id.ts', import.meta.url));

/**
 * Mantine's `useId` starts from React's id, then swaps it for a random one in a layout effect:
 * every input, select, checkbox and tooltip of a first screen renders a second time,
 * synchronously, in the task that commits it (with the passive effects React must flush before
 * that render). The stand-in (src/lib/mantine-use-id.ts) keeps React's id. Build only, like
 * appShellRemoveScroll: dev's pre-bundled Mantine keeps its own.
 */
export function mantineReactId(): Plugin {
  return {
    name: 'beacon-mantine-react-id',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './use-id/use-id.mjs' && importer && hooksIndex.test(importer)
        ? standIn
        : null;
    },
  };
}
