import { type AccessLevel, accessLevels } from '@beacon/contract/access-values';
import type { RolePermissions } from '@beacon/contract/access';
import { accessSubjects as subjectEntries } from '../../app/module-lists';

/** The matrix's rows: every module's access subjects (the `subjects` of its manifest). */
export const accessSubjects: readonly string[] = subjectEntries.map((entry) => entry.subject);

/** The role editor's checkboxes: one row per subject, one box per level. */
export type Matrix = Record<string, Record<AccessLevel, boolean>>;

/** What the role form edits; `manageAll` is "Administrator access". */
export interface RoleMatrixState {
  manageAll: boolean;
  matrix: Matrix;
}

const row = (on: boolean): Record<AccessLevel, boolean> => ({
  read: on,
  write: on,
  create: on,
});

const fill = (on: boolean): Matrix =>
  Object.fromEntries(accessSubjects.map((subject) => [subject, row(on)]));

/** A role as checkboxes. Manage-all grants everything, so every box shows ticked. */
export function toMatrixState(role: {
  manageAll: boolean;
  permissions: RolePermissions;
}): RoleMatrixState {
  if (role.manageAll) return { manageAll: true, matrix: fill(true) };
  const matrix = fill(false);
  for (const subject of accessSubjects) {
    const boxes = matrix[subject];
    for (const level of role.permissions[subject] ?? []) if (boxes) boxes[level] = true;
  }
  return { manageAll: false, matrix };
}

/** The checkboxes as the API's body: subjects with nothing ticked are left out. */
export function toRolePermissions(matrix: Matrix): RolePermissions {
  const permissions: RolePermissions = {};
  for (const subject of accessSubjects) {
    const levels = accessLevels.filter((level) => matrix[subject]?.[level]);
    if (levels.length > 0) permissions[subject] = levels;
  }
  return permissions;
}

export const emptyMatrixState = (): RoleMatrixState => ({ manageAll: false, matrix: fill(false) });

/** "Select All": everything ticked and administrator access on, or nothing at all. */
export const selectAll = (on: boolean): RoleMatrixState => ({ manageAll: on, matrix: fill(on) });

/**
 * One box changed. Unticking any box takes administrator access away: manage-all means every
 * box, so it cannot stay on with one of them off.
 */
export function toggle(
  state: RoleMatrixState,
  subject: string,
  level: AccessLevel,
  on: boolean,
): RoleMatrixState {
  const matrix = {
    ...state.matrix,
    [subject]: { ...row(false), ...state.matrix[subject], [level]: on },
  };
  return { manageAll: on ? state.manageAll : false, matrix };
}

/** How many boxes are ticked, for the "Select All" box's mixed state. */
export const tickedCount = (matrix: Matrix): number =>
  accessSubjects.reduce(
    (sum, subject) => sum + accessLevels.filter((level) => matrix[subject]?.[level]).length,
    0,
  );

export const boxCount = accessSubjects.length * accessLevels.length;
