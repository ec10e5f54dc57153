/** How the plans are billed: the pricing page's switch, kept in the URL (`?period=annually`). */
export const billingPeriods = ['monthly', 'annually'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];
