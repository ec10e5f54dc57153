import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * An absolute link to a page of the app, for mail: the instance's public address (APP_URL) when
 * set, since behind a proxy the request's own origin may be an internal one; else the request's.
 * APP_URL may carry a path (an app served under /admin/), which the link keeps.
 */
export function linkTo(c: Context<AppEnv>, path: string): string {
  const base = c.var.config.appUrl ?? new URL(c.req.url).origin;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
