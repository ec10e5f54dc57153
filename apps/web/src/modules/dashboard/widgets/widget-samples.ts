import type { Icon } from '@tabler/icons-react';
import {
  IconBrandChrome,
  IconBrandEdge,
  IconBrandFirefox,
  IconBrandOpera,
  IconBrandSafari,
} from '@tabler/icons-react';

// Sample figures for the two cards whose data the app does not have (no visit tracking). Fixed,
// so the cards look the same on every load; the cards say they are samples.

export interface BrowserShare {
  name: string;
  icon: Icon;
  color: string;
  /** Share of visits, in percent. */
  share: number;
}

/** Brand names, not translated; largest share first. */
export const browserShares: readonly BrowserShare[] = [
  { name: 'Google Chrome', icon: IconBrandChrome, color: 'blue', share: 54.4 },
  { name: 'Apple Safari', icon: IconBrandSafari, color: 'cyan', share: 14.6 },
  { name: 'Opera', icon: IconBrandOpera, color: 'red', share: 8.4 },
  { name: 'Mozilla Firefox', icon: IconBrandFirefox, color: 'orange', share: 6.1 },
  { name: 'Microsoft Edge', icon: IconBrandEdge, color: 'teal', share: 4.2 },
];

/** Sales and visits of six months, January to June (indexes into the calendar's months). */
export const salesRadar = {
  months: [0, 1, 2, 3, 4, 5],
  sales: [90, 50, 86, 40, 100, 20],
  visits: [70, 75, 70, 76, 20, 85],
} as const;
