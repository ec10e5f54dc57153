import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ModuleManifest } from '../../lib/manifest';
import type * as ManifestsModule from './module-manifests';
import { renderWithProviders } from '../../test/render';
import { demoUsers, signInAs } from '../../test/session';
import { VerticalMenu } from './vertical-menu';

// Two made-up modules next to the real ones (auth, users): a dashboards group only admin can
// open, and an apps group with one link each role can open and one only admin can. Built inside
// the factory because vi.mock runs before the file's own imports and constants.
vi.mock('./module-manifests', async (importOriginal) => {
  const real = await importOriginal<typeof ManifestsModule>();
  const { IconChartBar, IconReport } = await import('@tabler/icons-react');
  const extra: ModuleManifest[] = [
    {
      id: 'test-dashboards',
      section: 'dashboards',
      order: 1,
      menu: [
        {
          kind: 'group',
          titleKey: 'test.dashboards',
          icon: IconChartBar,
          children: [
            {
              kind: 'link',
              titleKey: 'test.analytics',
              to: '/dashboard/analytics',
              can: { action: 'read', subject: 'Analytics' },
            },
          ],
        },
      ],
    },
    {
      id: 'test-reports',
      section: 'apps',
      order: 99,
      menu: [
        {
          kind: 'group',
          titleKey: 'test.reports',
          icon: IconReport,
          children: [
            {
              kind: 'link',
              titleKey: 'test.publicReport',
              to: '/reports/public',
              can: { action: 'read', subject: 'ACL' },
            },
            {
              kind: 'link',
              titleKey: 'test.secretReport',
              to: '/reports/secret',
              can: { action: 'read', subject: 'Invoice' },
            },
          ],
        },
      ],
    },
  ];
  return { moduleManifests: [...real.moduleManifests, ...extra] };
});

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('vertical menu', () => {
  it('shows admin the User group under "Apps & Pages" and Access Control under "Misc"', async () => {
    signInAs('admin');
    const { user } = await renderWithProviders(<VerticalMenu expanded />, { path: '/' });
    const apps = within(menu()).getByRole('group', { name: 'Apps & Pages' });
    const group = within(apps).getByRole('button', { name: 'User' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    // The group's links appear once its collapse has opened.
    expect(await within(apps).findByRole('link', { name: 'List' })).toHaveAttribute(
      'href',
      '/apps/user/list',
    );
    expect(within(apps).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/apps/user/view/1',
    );
    const misc = within(menu()).getByRole('group', { name: 'Misc' });
    expect(within(misc).getByRole('link', { name: 'Access Control' })).toBeVisible();
  });

  it('orders sections dashboards, monitoring, apps, user interface, tables, misc and modules by their order', async () => {
    signInAs('admin');
    await renderWithProviders(<VerticalMenu expanded />);
    const names = within(menu())
      .getAllByRole('button')
      .concat(within(menu()).getAllByRole('link'))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((element) => element.textContent);
    expect(names).toEqual([
      'Dashboards',
      'test.dashboards',
      'Home',
      'Table Report',
      'Dynamic Visualization',
      'Alarms',
      'Alarm configurations',
      'Sensors',
      'Email',
      'Chat',
      'Todo',
      'Calendar',
      'Invoice',
      'Roles & Permissions',
      'Audit Log',
      'Outbox',
      'eCommerce',
      'User',
      'Pages',
      'Miscellaneous',
      'test.reports',
      'Card',
      'Extensions',
      'DataTable',
      'Access Control',
    ]);
  });

  it('shows client only Access Control and the links client may open', async () => {
    signInAs('client');
    const { user } = await renderWithProviders(<VerticalMenu expanded />);
    expect(within(menu()).queryByRole('button', { name: 'User' })).toBeNull();
    // A group whose every link needs an ability the user lacks is left out altogether.
    expect(within(menu()).queryByRole('button', { name: 'test.dashboards' })).toBeNull();
    expect(within(menu()).getByRole('link', { name: 'Access Control' })).toBeVisible();
    // A group with one allowed link shows with that link only.
    await user.click(within(menu()).getByRole('button', { name: 'test.reports' }));
    expect(await within(menu()).findByRole('link', { name: 'test.publicReport' })).toBeVisible();
    expect(within(menu()).queryByRole('link', { name: 'test.secretReport' })).toBeNull();
  });

  it('leaves out a section header when nothing under it shows', async () => {
    signInAs({ ...demoUsers.client, ability: [{ action: 'read', subject: 'Auth' }] });
    await renderWithProviders(<VerticalMenu expanded />);
    expect(within(menu()).queryByRole('group', { name: 'Apps & Pages' })).toBeNull();
    expect(within(menu()).queryByRole('group', { name: 'Misc' })).toBeNull();
    expect(within(menu()).queryAllByRole('link')).toHaveLength(0);
  });

  it('opens the group of the current page and marks its link as the current page', async () => {
    signInAs('admin');
    await renderWithProviders(<VerticalMenu expanded />, { path: '/apps/user/view/7' });
    expect(within(menu()).getByRole('button', { name: 'User' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu()).getByRole('link', { name: 'View' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu()).getByRole('link', { name: 'List' })).not.toHaveAttribute('aria-current');
  });

  it('keeps every entry named in the collapsed icon rail', async () => {
    signInAs('admin');
    await renderWithProviders(<VerticalMenu expanded={false} />);
    expect(within(menu()).getByRole('link', { name: 'Access Control' })).toBeVisible();
    expect(within(menu()).getByRole('button', { name: 'User' })).toBeVisible();
  });

  it('in the rail widened under the pointer, leaves the group of the current page closed until clicked', async () => {
    signInAs('admin');
    // The navbar widens the rail while the pointer is in it; a button stands in for the pointer.
    function Rail() {
      const [wide, setWide] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setWide(!wide)}>
            pointer
          </button>
          <VerticalMenu expanded={wide} rail />
        </>
      );
    }
    const { user } = await renderWithProviders(<Rail />, { path: '/apps/user/view/7' });
    const pointer = screen.getByRole('button', { name: 'pointer' });
    await user.click(pointer);
    const group = within(menu()).getByRole('button', { name: 'User' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    // Folded back, the rail forgets it: the next widening looks like the rail again.
    await user.click(pointer);
    await user.click(pointer);
    expect(within(menu()).getByRole('button', { name: 'User' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
