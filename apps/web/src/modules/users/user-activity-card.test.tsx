import type { AuditEntry } from '@beacon/contract/audit';
import type { User } from '@beacon/contract/users';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { demoUsers, signInAs } from '../../test/session';

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };

const ada: User = {
  id: 7,
  fullName: 'Ada Lovelace',
  username: 'ada.lovelace',
  email: 'Ada@example.com',
  company: 'Lumen PVT LTD',
  country: 'Portugal',
  contact: '(555) 010-0000',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
  billing: 'Manual - Paypal',
  avatar: '',
};

const created: AuditEntry = {
  id: 40,
  at: '2024-05-01T09:30:00.000Z',
  actor: { id: 1, fullName: 'John Doe', email: 'admin@demo.com' },
  actorId: 1,
  action: 'create',
  resource: 'users',
  resourceId: '7',
  changes: [{ field: 'full_name', after: 'Ada Lovelace' }],
};
// What Ada's own account (the same e-mail) did.
const byAda: AuditEntry = {
  ...created,
  id: 41,
  actor: { id: 31, fullName: 'Ada Lovelace', email: 'ada@example.com' },
  actorId: 31,
  action: 'update',
  resource: 'tasks',
  resourceId: '12',
  changes: [{ field: 'title', before: 'Draft', after: 'Final' }],
};

const activity = () => screen.getByRole('table', { name: 'Activity of Ada Lovelace' });

describe('user view activity', { timeout: 30_000 }, () => {
  it('lists what was done to the user and by its account, with its changes and links to the log', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/users/user': { user: ada },
      'GET /api/users/activity': { entries: [byAda, created] },
    });
    const { user } = await renderRoute('/apps/user/view/7');

    await screen.findByRole('table', { name: 'Activity of Ada Lovelace' }, slow);
    expect(server.callsTo('GET /api/users/activity')[0]?.query).toEqual({ id: '7' });
    const [, first, second] = within(activity()).getAllByRole('row');
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent('title: Draft → Final');
    expect(second).toHaveTextContent('John Doe');
    expect(second).toHaveTextContent('Created');

    await user.click(screen.getByRole('button', { name: 'Changes of entry 40' }));
    const diff = await screen.findByRole('table', { name: 'Recorded changes of entry 40' });
    expect(diff).toHaveTextContent('full_name—No valueAda Lovelace');

    // Ada's account wrote some of these: "View all" is everything it did.
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/apps/audit?actor=31',
    );
    expect(screen.getByRole('link', { name: 'Changes to this user' })).toHaveAttribute(
      'href',
      '/apps/audit?resource=users&resourceId=7',
    );
  });

  it('links to the changes of the row when no entry is by the user’s account', async () => {
    signInAs('admin');
    mockApi({
      'GET /api/users/user': { user: ada },
      'GET /api/users/activity': { entries: [created] },
    });
    await renderRoute('/apps/user/view/7');

    await screen.findByRole('table', { name: 'Activity of Ada Lovelace' }, slow);
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/apps/audit?resource=users&resourceId=7',
    );
    expect(screen.queryByRole('link', { name: 'Changes to this user' })).toBeNull();
  });

  it('says when nothing was recorded', async () => {
    signInAs('admin');
    mockApi({
      'GET /api/users/user': { user: ada },
      'GET /api/users/activity': { entries: [] },
    });
    await renderRoute('/apps/user/view/7');
    expect(
      await screen.findByText('No activity has been recorded for this user yet.', {}, slow),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View all' })).toBeNull();
  });

  it('is not shown, nor asked for, to someone who may read users but not the audit log', async () => {
    signInAs({ ...demoUsers.admin, ability: [{ action: 'read', subject: 'User' }] });
    const server = mockApi({
      'GET /api/users/user': { user: ada },
      'GET /api/users/activity': { entries: [created] },
    });
    await renderRoute('/apps/user/view/7');
    expect(
      await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 }, slow),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Activity' })).toBeNull();
    expect(server.callsTo('GET /api/users/activity')).toHaveLength(0);
  });
});
