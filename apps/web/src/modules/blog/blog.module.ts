import type { ModuleManifest } from '../../lib/manifest';

/** The blog's list, last in the Pages group that the pages module declares. */
export const manifest: ModuleManifest = {
  id: 'blog',
  section: 'apps',
  order: 28,
  menu: [
    {
      kind: 'link',
      titleKey: 'blog.menu.blog',
      to: '/pages/blog/list',
      can: { action: 'read', subject: 'Page' },
      group: 'pages',
      position: 60,
    },
  ],
};
