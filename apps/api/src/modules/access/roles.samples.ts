/**
 * The demo accounts' roles, then the five sample roles, in the order of their cards. What each
 * grants is the modules' to say (`subjects` in each descriptor): every sample role may read the
 * chat, as the sample people hold them.
 */
export const sampleRoles: readonly { name: string; manageAll: boolean }[] = [
  { name: 'admin', manageAll: true },
  { name: 'client', manageAll: false },
  { name: 'administrator', manageAll: true },
  { name: 'manager', manageAll: false },
  { name: 'user', manageAll: false },
  { name: 'support', manageAll: false },
  { name: 'restricted-user', manageAll: false },
];

/** The roles a server without sample data starts with: an admin's, and one that reads little. */
export const systemRoles = ['admin', 'client'];
