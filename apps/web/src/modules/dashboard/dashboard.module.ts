import { IconCards, IconHome, IconPuzzle } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

const can = { action: 'read', subject: 'Dashboard' } as const;

/** Dashboards, at the top of the menu without a section header. */
export const manifest: ModuleManifest = {
  id: 'dashboard',
  section: 'dashboards',
  order: 0,
  menu: [
    {
      kind: 'group',
      titleKey: 'dashboard.menu.dashboards',
      icon: IconHome,
      children: [
        { kind: 'link', titleKey: 'dashboard.menu.analytics', to: '/dashboard/analytics', can },
        { kind: 'link', titleKey: 'dashboard.menu.ecommerce', to: '/dashboard/ecommerce', can },
      ],
    },
  ],
};

/** User Interface → Card and Extensions: the cards pages and the autocomplete. */
export const interfaceManifest: ModuleManifest = {
  id: 'dashboard-ui',
  section: 'ui',
  order: 0,
  menu: [
    {
      kind: 'group',
      titleKey: 'dashboard.menu.cards',
      icon: IconCards,
      children: [
        { kind: 'link', titleKey: 'dashboard.menu.cardsBasic', to: '/cards/basic', can },
        { kind: 'link', titleKey: 'dashboard.menu.cardsStatistics', to: '/cards/statistics', can },
        { kind: 'link', titleKey: 'dashboard.menu.cardsAnalytics', to: '/cards/analytics', can },
        { kind: 'link', titleKey: 'dashboard.menu.cardsActions', to: '/cards/actions', can },
      ],
    },
    {
      kind: 'group',
      titleKey: 'dashboard.menu.extensions',
      icon: IconPuzzle,
      children: [
        {
          kind: 'link',
          titleKey: 'dashboard.menu.autocomplete',
          to: '/extensions/autocomplete',
          can,
        },
      ],
    },
  ],
  subjects: [{ subject: 'Dashboard', titleKey: 'dashboard.subjects.Dashboard', order: 10 }],
};
