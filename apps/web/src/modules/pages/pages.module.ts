import { IconFileAlert, IconFiles } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

const can = { action: 'read', subject: 'Page' } as const;

/**
 * Apps & Pages → Pages and Miscellaneous, after User. The Pages group holds this module's profile
 * and pricing; the account, help and blog modules add their own links to it (group `pages`), each
 * at its `position`. Menu groups hold links only, so the misc pages get a group of their own. They
 * are public routes, listed for those who may read pages.
 */
export const manifest: ModuleManifest = {
  id: 'pages',
  section: 'apps',
  order: 28,
  menu: [
    {
      kind: 'group',
      id: 'pages',
      titleKey: 'pages.menu.pages',
      icon: IconFiles,
      children: [
        { kind: 'link', titleKey: 'pages.menu.profile', to: '/pages/profile', can, position: 20 },
        { kind: 'link', titleKey: 'pages.menu.pricing', to: '/pages/pricing', can, position: 50 },
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
  subjects: [{ subject: 'Page', titleKey: 'pages.subjects.Page', order: 110 }],
  auditResources: [{ resource: 'poll_votes', titleKey: 'pages.auditResources.poll_votes' }],
};
