import type { AbilityRule } from '@beacon/contract/auth';

// A role's stored rules (CASL), as the guard reads them for its members.

export const manageAll: AbilityRule[] = [{ action: 'manage', subject: 'all' }];
/** What everyone may do, signed in or not: added to every role when it is loaded. */
export const everyoneRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** Whether the rules allow `action` on `subject`, by a rule of their own or by managing all. */
export const grants = (rules: AbilityRule[], action: string, subject: string) =>
  rules.some(
    (rule) =>
      (rule.action === action || rule.action === 'manage') &&
      (rule.subject === subject || rule.subject === 'all'),
  );

export const isManageAll = (rules: AbilityRule[]) =>
  rules.some((rule) => rule.action === 'manage' && rule.subject === 'all');

/** The abilities an account holds: its role's rules plus what everyone may do. */
export const withEveryone = (rules: AbilityRule[]): AbilityRule[] => [
  ...rules,
  ...everyoneRules.filter((rule) => !grants(rules, rule.action, rule.subject)),
];
