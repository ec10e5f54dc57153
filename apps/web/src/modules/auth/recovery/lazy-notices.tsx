import { lazy } from 'react';

// Loaded when shown: the sign-in and sign-up pages' first paint has a budget (scripts/check-budgets),
// and few visitors ever see these.

export const LazyUnverifiedNotice = lazy(() =>
  import('./unverified-notice').then(({ UnverifiedNotice }) => ({ default: UnverifiedNotice })),
);

export const LazyCheckMailNotice = lazy(() =>
  import('./check-mail-notice').then(({ CheckMailNotice }) => ({ default: CheckMailNotice })),
);
