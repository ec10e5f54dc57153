import Bowser from 'bowser';

/** "Chrome on Linux" from a user agent; what is known of it, or empty. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return '';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? '';
  const system = parsed.os.name ?? '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system;
}
