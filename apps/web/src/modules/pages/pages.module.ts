import { IconFileAlert, IconFiles } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

const can = { action: 'read', subject: 'Page' } as const;

/**
 * Apps & Pages → Pages and Miscellaneous, after User. Every page of the group is
 * listed here, including those other modules build; menu groups hold links only, so the misc pages
 * get a group of their own. They are public routes, listed for those who may read pages.
 */
export const manifest: ModuleManifest = {
  id: 'pages',
  section: 'apps',
  order: 28,
  menu: [
    {
      kind: 'group',
      titleKey: 'pages.menu.pages',
      icon: IconFiles,
      children: [
        {
          kind: 'link',
          titleKey: 'pages.menu.accountSettings',
          to: '/pages/account-settings',
          can,
        },
        { kind: 'link', titleKey: 'pages.menu.profile', to: '/pages/profile', can },
        { kind: 'link', titleKey: 'pages.menu.faq', to: '/pages/faq', can },
        { kind: 'link', titleKey: 'pages.menu.knowledgeBase', to: '/pages/knowledge-base', can },
        { kind: 'link', titleKey: 'pages.menu.pricing', to: '/pages/pricing', can },
        { kind: 'link', titleKey: 'pages.menu.blog', to: '/pages/blog/list', can },
      ],
    },
    {
      kind: 'group',
      titleKey: 'pages.menu.misc',
      icon: IconFileAlert,
      children: [
        { kind: 'link', titleKey: 'pages.menu.comingSoon', to: '/misc/coming-soon', can },
        { kind: 'link', titleKey: 'pages.menu.notAuthorized', to: '/misc/not-authorized', can },
        { kind: 'link', titleKey: 'pages.menu.maintenance', to: '/misc/maintenance', can },
        { kind: 'link', titleKey: 'pages.menu.error', to: '/misc/error', can },
      ],
    },
  ],
};
