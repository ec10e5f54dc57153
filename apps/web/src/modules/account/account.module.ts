import type { ModuleManifest } from '../../lib/manifest';

/** Account Settings, first in the Pages group that the pages module declares. */
export const manifest: ModuleManifest = {
  id: 'account',
  section: 'apps',
  order: 28,
  menu: [
    {
      kind: 'link',
      titleKey: 'account.menu.accountSettings',
      to: '/pages/account-settings',
      can: { action: 'read', subject: 'Page' },
      group: 'pages',
      position: 10,
    },
  ],
  auditResources: [
    { resource: 'account_settings', titleKey: 'account.auditResources.account_settings' },
  ],
};
