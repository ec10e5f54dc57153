import type { RolePermissions } from '@beacon/contract/access';

const all = ['read', 'write', 'create'] as const;

export interface SampleRole {
  name: string;
  manageAll: boolean;
  permissions: RolePermissions;
}

/**
 * The demo accounts' roles and the five of REFERENCE §7.10, whose matrices the original
 * never defined: chosen so each role is plausible and every one may read the chat (the sample
 * chat contacts hold them).
 */
export const sampleRoles: SampleRole[] = [
  { name: 'admin', manageAll: true, permissions: {} },
  { name: 'client', manageAll: false, permissions: { ACL: ['read'] } },
  { name: 'administrator', manageAll: true, permissions: {} },
  {
    name: 'manager',
    manageAll: false,
    permissions: {
      Dashboard: ['read'],
      User: [...all],
      Ecommerce: [...all],
      Chat: [...all],
      Todo: [...all],
      Email: [...all],
      Invoice: [...all],
      Calendar: [...all],
      DataTable: [...all],
      Page: ['read'],
      ACL: ['read'],
    },
  },
  {
    name: 'user',
    manageAll: false,
    permissions: {
      Ecommerce: ['read'],
      Chat: [...all],
      Todo: [...all],
      Email: [...all],
      Calendar: [...all],
      Page: ['read'],
      ACL: ['read'],
    },
  },
  {
    name: 'support',
    manageAll: false,
    permissions: {
      User: ['read'],
      Chat: [...all],
      Todo: [...all],
      Email: [...all],
      Invoice: ['read'],
      Page: ['read'],
      ACL: ['read'],
    },
  },
  {
    name: 'restricted-user',
    manageAll: false,
    permissions: { Chat: ['read'], Email: ['read'], Calendar: ['read'], Page: ['read'] },
  },
];

/** The sample chat contacts' roles, in contact order, so each sample role has members. */
export const contactRoles = [
  'administrator',
  'manager',
  'user',
  'support',
  'manager',
  'restricted-user',
  'user',
  'administrator',
  'support',
  'manager',
] as const;

/** The sample contacts' plans, in contact order. */
export const contactPlans = [
  'enterprise',
  'team',
  'basic',
  'company',
  'team',
  'basic',
  'basic',
  'enterprise',
  'company',
  'team',
] as const;
