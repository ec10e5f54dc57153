import classes from './instance.module.css';

/** Class names that hide what a production server, or one closed to sign-up, does not offer. */
export const instanceClasses = classes;

/** The server said its registration is closed, or open by invitation only (never in mock mode). */
export const registrationClosed = (): boolean =>
  typeof document !== 'undefined' &&
  ['closed', 'invite'].includes(document.documentElement.dataset.registration ?? '');

/** The server is a production one: no demo accounts to point to. */
export const isProduction = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.mode === 'production';
