// Node, at build time (prerender-plugin.ts): the HTML of each sign-in page as a first visit sees
// it, and Mantine's samples for its small entry, printed as JSON { pages, samples }, each by path.
import './prerender-globals';
import type { PostProcessorModule } from 'i18next';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import i18n from '../lib/i18n';
import type { GuestPath } from '../modules/auth/guest-nav';
import { GuestTree } from './guest-app';
import { guestPaths } from './guest-pages';
import { mark, markedHtml } from './prerender-marks';
import { Samples } from './prerender-samples';
import { ThemeProviders } from './theme-providers';

// Nothing is entered at build time.
const enter = () => Promise.resolve();

// Every text is marked with its key (prerender-marks.ts), but those with values put in: the small
// entry fills those itself.
const marker: PostProcessorModule = {
  type: 'postProcessor',
  name: 'beaconMark',
  process: (value, key) => {
    const name = Array.isArray(key) ? String(key[0]) : key;
    const raw = i18n.getResource('en', 'translation', name) as unknown;
    return typeof raw === 'string' && !raw.includes('{{') ? mark(name, value) : value;
  },
};
await i18n.use(marker).changeLanguage('en');
i18n.options.postProcess = ['beaconMark'];

const html = async (tree: ReactNode) => {
  const { prelude } = await prerender(tree);
  return markedHtml(await new Response(prelude).text());
};

const pages: Partial<Record<GuestPath, string>> = {};
const samples: Partial<Record<GuestPath, string>> = {};
for (const path of guestPaths) {
  pages[path] = await html(<GuestTree enter={enter} start={path} />);
  // Without the theme's stylesheet, which the page has already: the samples are copied, not shown.
  const rendered = await html(
    <ThemeProviders>
      <Samples path={path} />
    </ThemeProviders>,
  );
  samples[path] = rendered.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}
process.stdout.write(JSON.stringify({ pages, samples }));
