import type { Plugin } from 'vite';

/** Mantine's AppShell header, footer and aside: the importers the stand-in is for. */
export const appShellPart = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const standIn = '\0beacon:app-shell-remove-scroll';

/**
 * The stand-in's code: the class names react-remove-scroll gives `RemoveScroll.classNames`, read
 * from the same constants module it reads them from.
 */
export const standInCode = [
  "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
  'export const RemoveScroll = {',
  '  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },',
  '};',
].join('\n');

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll only to read
 * `RemoveScroll.classNames.zeroRight`, the class that keeps a fixed bar from jumping while a
 * drawer or modal locks the page's scroll. That import put the whole library into
 * every signed-in page's first paint; the drawers and modals, loaded later, still get the real one.
 * Build only: in dev, Vite's pre-bundled Mantine keeps the real import (same class names).
 */
export function appShellRemoveScroll(): Plugin {
  return {
    name: 'beacon-app-shell-remove-scroll',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-remove-scroll' && importer && appShellPart.test(importer)
        ? standIn
        : null;
    },
    load(id) {
      return id === standIn ? standInCode : null;
    },
  };
}
