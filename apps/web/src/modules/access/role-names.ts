import type { MantineColor } from '@mantine/core';
import { demoRoleNames, sampleRoleNames } from '@beacon/contract/access-values';
import type { TFunction } from 'i18next';

/** The roles the app names in the reader's language; a role someone created keeps its own name. */
const namedRoles: readonly string[] = [...sampleRoleNames, ...demoRoleNames];

export const roleLabel = (t: TFunction, role: string): string =>
  namedRoles.includes(role) ? t(`access.roleNames.${role}`) : role;

/** Each role's badge colour; every role has its own. */
const colors: Record<string, MantineColor> = {
  administrator: 'indigo',
  manager: 'orange',
  user: 'green',
  support: 'cyan',
  'restricted-user': 'red',
};

export const roleColor = (role: string): MantineColor => colors[role] ?? 'gray';
