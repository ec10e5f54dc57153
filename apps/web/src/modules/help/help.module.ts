import type { ModuleManifest } from '../../lib/manifest';

const can = { action: 'read', subject: 'Page' } as const;

/** The FAQ and the knowledge base, after Profile in the Pages group that the pages module declares. */
export const manifest: ModuleManifest = {
  id: 'help',
  section: 'apps',
  order: 28,
  menu: [
    {
      kind: 'link',
      titleKey: 'help.menu.faq',
      to: '/pages/faq',
      can,
      group: 'pages',
      position: 30,
    },
    {
      kind: 'link',
      titleKey: 'help.menu.knowledgeBase',
      to: '/pages/knowledge-base',
      can,
      group: 'pages',
      position: 40,
    },
  ],
};
