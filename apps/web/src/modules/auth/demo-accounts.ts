/** The seeded demo accounts: shown on the login page, the first one pre-filled. */
export const demoAccounts = [
  { labelKey: 'auth.demo.admin', email: 'admin@demo.com', password: 'admin' },
  { labelKey: 'auth.demo.client', email: 'client@demo.com', password: 'client' },
] as const;
