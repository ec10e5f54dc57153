import type { ModuleManifest } from '../../lib/manifest';

const sections: readonly string[] = [
  'dashboards',
  'monitoring',
  'apps',
  'ui',
  'tables',
  'misc',
] satisfies ModuleManifest['section'][];

/** A manifest file may name its export freely; anything shaped like a manifest counts. */
function isManifest(value: unknown): value is ModuleManifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<Record<keyof ModuleManifest, unknown>>;
  return (
    typeof m.id === 'string' &&
    typeof m.section === 'string' &&
    sections.includes(m.section) &&
    typeof m.order === 'number' &&
    Array.isArray(m.menu)
  );
}

/**
 * Every module's manifest, found by file name: the shell never lists modules by hand, and a module
 * never registers itself. Eager, because the menu shows on the first paint.
 */
const files = import.meta.glob<Record<string, unknown>>('../../modules/*/*.module.ts', {
  eager: true,
});

export const moduleManifests: readonly ModuleManifest[] = Object.values(files).flatMap((exports) =>
  Object.values(exports).filter(isManifest),
);
