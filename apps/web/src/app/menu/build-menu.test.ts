import { IconFiles } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import type { MenuLink, ModuleManifest } from '../../lib/manifest';
import { buildMenu } from './build-menu';
import { moduleManifests } from './module-manifests';

const everything = () => true;
const read = { action: 'read', subject: 'Page' };
const link = (to: string, extra: Partial<MenuLink> = {}): MenuLink => ({
  kind: 'link',
  titleKey: to,
  to,
  can: read,
  ...extra,
});

describe('the menu', () => {
  it('shows the Pages group with the links its modules add, in their order', () => {
    const apps = buildMenu(moduleManifests, everything).find((section) => section.id === 'apps');
    const pages = apps?.items.find((item) => item.kind === 'group' && item.id === 'pages');
    if (pages?.kind !== 'group') throw new Error('no Pages group');
    expect(pages.children.map((child) => [i18n.t(child.titleKey), child.to])).toEqual([
      ['Account Settings', '/pages/account-settings'],
      ['Profile', '/pages/profile'],
      ['FAQ', '/pages/faq'],
      ['Knowledge Base', '/pages/knowledge-base'],
      ['Pricing', '/pages/pricing'],
      ['Blog', '/pages/blog/list'],
    ]);
    // Each link once, inside the group only.
    const links = apps?.items.filter((item) => item.kind === 'link').map((item) => item.to);
    expect(links).not.toContain('/pages/blog/list');
    expect(apps?.items.map((item) => i18n.t(item.titleKey)).slice(-2)).toEqual([
      'Pages',
      'Miscellaneous',
    ]);
  });

  it('puts a link into the group it names, by position, and drops links the user may not see', () => {
    const manifests: ModuleManifest[] = [
      {
        id: 'host',
        section: 'apps',
        order: 1,
        menu: [
          {
            kind: 'group',
            id: 'shared',
            titleKey: 'shared',
            icon: IconFiles,
            children: [link('/a', { position: 1 }), link('/c', { position: 3 })],
          },
        ],
      },
      {
        id: 'guest',
        section: 'ui',
        order: 1,
        menu: [
          link('/d', { group: 'shared', position: 4 }),
          link('/b', { group: 'shared', position: 2 }),
          link('/secret', {
            group: 'shared',
            position: 5,
            can: { action: 'manage', subject: 'all' },
          }),
        ],
      },
    ];
    const menu = buildMenu(manifests, (action) => action === 'read');
    expect(menu).toHaveLength(1);
    const [group] = menu[0]?.items ?? [];
    expect(group?.kind === 'group' && group.children.map((child) => child.to)).toEqual([
      '/a',
      '/b',
      '/c',
      '/d',
    ]);
  });

  it('shows a link on its own when no module declares its group', () => {
    const menu = buildMenu(
      [{ id: 'alone', section: 'misc', order: 1, menu: [link('/x', { group: 'gone' })] }],
      everything,
    );
    expect(menu).toEqual([{ id: 'misc', items: [link('/x', { group: 'gone' })] }]);
  });
});
