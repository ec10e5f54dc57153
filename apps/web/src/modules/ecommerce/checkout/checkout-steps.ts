// Kept free of imports: the checkout route's search schema (first-paint bundle) reads it.

/** The checkout wizard's steps, in order; the current one is `?step=` (cart when absent). */
export const checkoutSteps = ['cart', 'address', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];
