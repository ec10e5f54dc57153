import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellPart, appShellRemoveScroll, standInCode } from './remove-scroll-plugin';

const require = createRequire(import.meta.url);
const appShellDir = join(dirname(require.resolve('@mantine/core')), '../esm/components/AppShell');
const appShellFiles = readdirSync(appShellDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => join(appShellDir, file));

type ResolveId = (source: string, importer?: string) => unknown;

describe('AppShell without react-remove-scroll', () => {
  it('stands in only for AppShell: drawers and modals still get the real library', () => {
    const resolveId = appShellRemoveScroll().resolveId as ResolveId;
    const header = appShellFiles.find((file) => file.includes('AppShellHeader.mjs'));
    expect(header && appShellPart.test(header)).toBe(true);
    expect(resolveId('react-remove-scroll', header)).toMatch(/app-shell-remove-scroll/);
    const modalBase = join(appShellDir, '../ModalBase/ModalBase.mjs');
    expect(resolveId('react-remove-scroll', modalBase)).toBeNull();
    expect(resolveId('react', header)).toBeNull();
  });

  // A Mantine upgrade that reads anything else of RemoveScroll in AppShell fails here, not in a page.
  it('is all AppShell reads of RemoveScroll', () => {
    const uses = appShellFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/RemoveScroll\b[.\w]*/g)].map((m) => m[0]),
    );
    expect(uses.length).toBeGreaterThan(0);
    expect(new Set(uses)).toEqual(new Set(['RemoveScroll', 'RemoveScroll.classNames.zeroRight']));
    expect(standInCode).toContain('zeroRight: zeroRightClassName');
  });

  it("gives the library's own class names", async () => {
    const real = await import('react-remove-scroll');
    const constants = await import('react-remove-scroll-bar/constants');
    expect(real.RemoveScroll.classNames).toEqual({
      fullWidth: constants.fullWidthClassName,
      zeroRight: constants.zeroRightClassName,
    });
  });
});
