import type { GuestPath } from '../modules/auth/guest-nav';

/** The sign-in pages, which load without the app's shell (and which the server build prerenders). */
export const guestPaths: readonly GuestPath[] = ['/login', '/register', '/forgot-password'];
const paths: readonly string[] = guestPaths;

/** The sign-in page at this path, if it is one: those load without the app's shell. */
export const isGuestPath = (pathname: string): pathname is GuestPath => paths.includes(pathname);
