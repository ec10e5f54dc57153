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
  auditResources: [
    { resource: 'blog_posts', titleKey: 'blog.auditResources.blog_posts' },
    { resource: 'blog_comments', titleKey: 'blog.auditResources.blog_comments' },
  ],
};
