import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hooksIndex, mantineReactId, standIn } from './mantine-id-plugin';

const require = createRequire(import.meta.url);
const hooksEsm = join(dirname(require.resolve('@mantine/hooks')), '../esm');

type ResolveId = (source: string, importer?: string) => unknown;

describe("Mantine's useId on React's id", () => {
  it("stands in for the hooks index's useId module only", () => {
    const resolveId = mantineReactId().resolveId as ResolveId;
    const index = join(hooksEsm, 'index.mjs');
    expect(hooksIndex.test(index)).toBe(true);
    expect(resolveId('./use-id/use-id.mjs', index)).toBe(standIn);
    expect(existsSync(standIn)).toBe(true);
    expect(resolveId('./use-id/use-id.mjs', '/src/app/index.mjs')).toBeNull();
    expect(resolveId('./use-hover/use-hover.mjs', index)).toBeNull();
  });

  // A Mantine upgrade that moves or reshapes the hook fails here, not as a page without its ids.
  it('replaces the module the index takes useId from, with the same export', () => {
    const index = readFileSync(join(hooksEsm, 'index.mjs'), 'utf8');
    expect(index).toContain('import { useId } from "./use-id/use-id.mjs"');
    const original = readFileSync(join(hooksEsm, 'use-id/use-id.mjs'), 'utf8');
    expect(original).toContain('export { useId$1 as useId }');
    expect(readFileSync(standIn, 'utf8')).toContain('export function useId(staticId?: string)');
  });
});
