const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Whether a menu link stands for the page at `pathname`: the same path, a page under it, or, for a
 * link to one record (`/apps/user/view/1`), any record of that view (`/apps/user/view/7`).
 */
export function isActivePath(pathname: string, to: string): boolean {
  const path = trim(pathname);
  const target = trim(to);
  if (path === target) return true;
  if (target !== '/' && path.startsWith(`${target}/`)) return true;
  const view = /^(.+)\/\d+$/.exec(target)?.[1];
  if (view === undefined || !path.startsWith(`${view}/`)) return false;
  return !path.slice(view.length + 1).includes('/');
}
