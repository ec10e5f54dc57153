import {
  type AccessLevel,
  type RolePermissions,
  accessLevels,
  levelActions,
} from '@beacon/contract/access';
import type { AbilityRule } from '@beacon/contract/auth';
import { grants, manageAll } from '../../lib/accounts/abilities';

// A role's matrix (levels per access subject, as the role editor shows it) and its stored rules.

/**
 * A role's matrix as the CASL rules the guard checks, subject by subject in the modules' order;
 * manage-all makes the rest moot.
 */
export function rulesFromMatrix(
  subjects: readonly string[],
  manage: boolean,
  permissions: Readonly<Partial<Record<string, readonly AccessLevel[]>>>,
): AbilityRule[] {
  if (manage) return manageAll;
  return subjects.flatMap((subject) =>
    accessLevels
      .filter((level) => permissions[subject]?.includes(level))
      .flatMap((level) => levelActions[level].map((action) => ({ action, subject }))),
  );
}

/** Stored rules back as the matrix: a level shows as granted when all its actions are. */
export function matrixFromRules(
  subjects: readonly string[],
  rules: AbilityRule[],
): RolePermissions {
  const permissions: RolePermissions = {};
  for (const subject of subjects) {
    const levels: AccessLevel[] = accessLevels.filter((level) =>
      levelActions[level].every((action) => grants(rules, action, subject)),
    );
    if (levels.length > 0) permissions[subject] = levels;
  }
  return permissions;
}
