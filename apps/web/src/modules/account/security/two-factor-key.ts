/** The two-factor status query, reloaded after every change to it. */
export const twoFactorKey = ['account', 'two-factor'] as const;
