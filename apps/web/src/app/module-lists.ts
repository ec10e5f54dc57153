import type { AuditResourceEntry, SubjectEntry } from '../lib/manifest';
import { moduleManifests } from './menu/module-manifests';

// What the screens that show every module's things read (the role editor, the audit log): each
// module names its own in its manifest, so adding a module edits no shared list.

/**
 * Every module's access subjects, in the order of a role's matrix: the role editor's rows. The
 * API checks a role against its own modules' subjects.
 */
export const accessSubjects: readonly SubjectEntry[] = moduleManifests
  .flatMap((manifest) => manifest.subjects ?? [])
  .sort((a, b) => a.order - b.order);

/** Every module's audit resources: the audit log's filter and the names of its entries. */
export const auditResources: readonly AuditResourceEntry[] = moduleManifests.flatMap(
  (manifest) => manifest.auditResources ?? [],
);
