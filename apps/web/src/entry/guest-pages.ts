import type { GuestPath } from '../modules/auth/guest-nav';

const paths: readonly string[] = ['/login', '/register', '/forgot-password'] satisfies GuestPath[];

/** The sign-in page at this path, if it is one: those load without the app's shell. */
export const isGuestPath = (pathname: string): pathname is GuestPath => paths.includes(pathname);
