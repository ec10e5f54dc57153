import {
  type AccessLevel,
  type RolePermissions,
  accessLevels,
  accessSubjects,
  levelActions,
} from '@beacon/contract/access';
import type { AbilityRule } from '@beacon/contract/auth';

export const manageAll: AbilityRule[] = [{ action: 'manage', subject: 'all' }];
/** What everyone may do, signed in or not: added to every role when it is loaded. */
export const everyoneRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** A role's matrix as the CASL rules the guard checks; manage-all makes the rest moot. */
export function rulesFromMatrix(manage: boolean, permissions: RolePermissions): AbilityRule[] {
  if (manage) return manageAll;
  return accessSubjects.flatMap((subject) =>
    accessLevels
      .filter((level) => permissions[subject]?.includes(level))
      .flatMap((level) => levelActions[level].map((action) => ({ action, subject }))),
  );
}

const grants = (rules: AbilityRule[], action: string, subject: string) =>
  rules.some(
    (rule) =>
      (rule.action === action || rule.action === 'manage') &&
      (rule.subject === subject || rule.subject === 'all'),
  );

export const isManageAll = (rules: AbilityRule[]) =>
  rules.some((rule) => rule.action === 'manage' && rule.subject === 'all');

/** Stored rules back as the matrix: a level shows as granted when all its actions are. */
export function matrixFromRules(rules: AbilityRule[]): RolePermissions {
  const permissions: RolePermissions = {};
  for (const subject of accessSubjects) {
    const levels: AccessLevel[] = accessLevels.filter((level) =>
      levelActions[level].every((action) => grants(rules, action, subject)),
    );
    if (levels.length > 0) permissions[subject] = levels;
  }
  return permissions;
}

/** The abilities an account holds: its role's rules plus what everyone may do. */
export const withEveryone = (rules: AbilityRule[]): AbilityRule[] => [
  ...rules,
  ...everyoneRules.filter((rule) => !grants(rules, rule.action, rule.subject)),
];
