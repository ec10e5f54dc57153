import classes from './instance.module.css';

/** Class names that hide what a production server, or one closed to sign-up, does not offer. */
export const instanceClasses = classes;

/** The server said its registration is closed (in mock mode it never is). */
export const registrationClosed = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.registration === 'closed';

/** The server is a production one: no demo accounts to point to. */
export const isProduction = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.mode === 'production';
