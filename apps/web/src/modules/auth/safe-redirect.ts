/** Pages that bounce a signed-in user home anyway: coming back to them after sign-in is pointless. */
const guestPaths = ['/login', '/register', '/forgot-password'];

/**
 * The `redirect` search param, if it is a path on this site. Anything else (another origin,
 * `//evil.example`, `javascript:`) is dropped: an open redirect after sign-in is a phishing aid.
 */
export function safeRedirect(
  value: string | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || guestPaths.includes(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
