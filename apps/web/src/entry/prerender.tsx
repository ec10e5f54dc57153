// Node, at build time (prerender-plugin.ts): the HTML of each sign-in page as a first visit sees
// it, printed as JSON { path: html }. The browser adopts it (hydrateRoot in guest-app.tsx).
import './prerender-globals';
import { prerender } from 'react-dom/static';
import i18n from '../lib/i18n';
import type { GuestPath } from '../modules/auth/guest-nav';
import { GuestTree } from './guest-app';
import { guestPaths } from './guest-pages';

// Nothing is entered at build time.
const enter = () => Promise.resolve();

await i18n.changeLanguage('en');
const html: Partial<Record<GuestPath, string>> = {};
for (const path of guestPaths) {
  const { prelude } = await prerender(<GuestTree enter={enter} start={path} />);
  html[path] = await new Response(prelude).text();
}
process.stdout.write(JSON.stringify(html));
