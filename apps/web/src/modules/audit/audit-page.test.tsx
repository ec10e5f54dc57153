import type { RouterHistory } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';
import { ada, alan, auditEntry } from './test-audit';

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const LIST = 'GET /api/audit';
const ACTORS = 'GET /api/audit/actors';
const actors = { actors: [ada, alan] };

const table = () => screen.getByRole('table', { name: 'Audit log entries' });

async function choose(
  user: { click: (element: Element) => Promise<void> },
  select: string,
  option: string | RegExp,
) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('audit log page', { timeout: 30_000 }, () => {
  it('asks for what the URL describes, shows it in the filters, and drops what is not valid', async () => {
    signInAs('admin');
    const server = mockApi({
      [LIST]: { entries: Array.from({ length: 10 }, (_, i) => auditEntry(20 - i)), total: 30 },
      [ACTORS]: actors,
    });
    await renderRoute(
      '/apps/audit?actor=7&resource=tasks&action=explode&resourceId=12&from=2024-05-01&to=2024-02-30&page=2&perPage=10',
    );

    await screen.findByRole('table', { name: 'Audit log entries' }, slow);
    expect(server.callsTo(LIST)[0]?.query).toEqual({
      actor: '7',
      resource: 'tasks',
      resourceId: '12',
      from: '2024-05-01',
      page: '2',
      perPage: '10',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Who' })).toHaveValue(
        'Ada Lovelace (ada@example.com)',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Resource' })).toHaveValue('Task');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('All actions');
    expect(screen.getByRole('textbox', { name: /^Row id/ })).toHaveValue('12');
    expect(screen.getByText('11–20 of 30')).toBeVisible();

    const row = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('Updated');
    expect(row).toHaveTextContent('Task');
    expect(row).toHaveTextContent('title: Draft → Final');
    const time = row.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2024-05-01T09:30:00.000Z');
    expect(time?.textContent).toMatch(/2024/);
  });

  it('writes a chosen filter to the URL from page 1, removes a cleared one, and follows Back', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: { entries: [auditEntry(3)], total: 1 }, [ACTORS]: actors });
    const { user, router } = await renderRoute('/apps/audit?page=3&action=update');
    await screen.findByRole('table', { name: 'Audit log entries' }, slow);

    await choose(user, 'Resource', 'User');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ action: 'update', resource: 'users' }),
    );
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toEqual({
        action: 'update',
        resource: 'users',
        page: '1',
        perPage: '25',
      }),
    );

    // An option shows the name and the e-mail on two lines.
    await choose(user, 'Who', /^Alan Turing/);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ actor: 9 }));
    expect(router.state.location.href).toContain('actor=9');

    // "All actions" takes the action out of the address.
    await choose(user, 'Action', 'All actions');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ resource: 'users', actor: 9 }),
    );

    // Back restores the filter, in the URL and in the select.
    // The test's router is typed loosely (AnyRouter); its history is the memory history.
    const history = router.history as RouterHistory;
    act(() => history.back());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('Updated'),
    );
    expect(router.state.location.search).toEqual({ action: 'update', resource: 'users', actor: 9 });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('combobox', { name: 'Resource' })).toHaveValue('All resources');
  });

  it('pages by cursor: Next sends the reply’s next cursor, Last sends last, a filter starts over', async () => {
    signInAs('admin');
    const page = (cursor: string | undefined) => ({
      entries: Array.from({ length: 25 }, (_, i) =>
        auditEntry(cursor === 'last' ? 25 - i : 900 - i),
      ),
      total: 1_234_567,
      totalExact: false,
      cursors:
        cursor === 'last'
          ? { prev: 'before-25', next: null }
          : {
              prev: cursor === undefined ? null : 'before-900',
              next: `after-${cursor ?? 'first'}`,
            },
    });
    const server = mockApi({ [LIST]: ({ query }) => page(query.cursor), [ACTORS]: actors });
    const { user, router } = await renderRoute('/apps/audit?action=update');
    await screen.findByRole('table', { name: 'Audit log entries' }, slow);
    const pager = screen.getByRole('navigation', { name: 'Pages of the audit log' });
    expect(pager).toHaveTextContent('1–25 of about 1.2M');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({
        action: 'update',
        cursor: 'after-first',
      }),
    );
    expect(router.state.location.search).toEqual({
      action: 'update',
      cursor: 'after-first',
      page: 2,
    });
    await waitFor(() => expect(pager).toHaveTextContent('26–50 of about 1.2M'));

    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({ cursor: 'last' }),
    );
    // The last page of an estimate has no number: the range says only "of about".
    await waitFor(() => expect(pager).toHaveTextContent(/^of about 1\.2M/));
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    // A filter names another list: its first page, with no cursor.
    await choose(user, 'Resource', 'User');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ action: 'update', resource: 'users' }),
    );
    await waitFor(() => expect(server.callsTo(LIST).at(-1)?.query.cursor).toBeUndefined());
  });

  it('opens an entry’s changes from its button, by keyboard too, and from a click on the row', async () => {
    signInAs('admin');
    mockApi({
      [LIST]: {
        entries: [
          auditEntry(5, {
            actor: null,
            actorId: null,
            action: 'create',
            resource: 'accounts',
            resourceId: '31',
            changes: [
              { field: 'email', after: 'new@example.com' },
              { field: 'password_hash', after: '[hidden]' },
            ],
          }),
          auditEntry(4, { action: 'delete', changes: [{ field: 'title', before: 'Gone' }] }),
        ],
        total: 2,
      },
      [ACTORS]: actors,
    });
    const { user } = await renderRoute('/apps/audit');
    await screen.findByRole('table', { name: 'Audit log entries' }, slow);
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('System or anonymous');

    const toggle = screen.getByRole('button', { name: 'Changes of entry 5' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const diff = await screen.findByRole('table', { name: 'Recorded changes of entry 5' });
    expect(within(diff).getByRole('row', { name: /email/ })).toHaveTextContent(
      'email—No valuenew@example.com',
    );
    expect(within(diff).getByRole('row', { name: /password_hash/ })).toHaveTextContent('Hidden');

    const deletedRow = within(table())
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Deleted'));
    await user.click(within(deletedRow as HTMLElement).getByText('Deleted'));
    expect(await screen.findByRole('table', { name: 'Recorded changes of entry 4' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Changes of entry 4' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    signInAs('admin');
    const server = mockApi({
      [LIST]: ({ query }) =>
        query.resource ? { entries: [], total: 0 } : { entries: [auditEntry(3)], total: 1 },
      [ACTORS]: actors,
    });
    const { user, router } = await renderRoute('/apps/audit?resource=invoices');

    expect(await screen.findByText('No activity matches these filters', {}, slow)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Audit log entries' })).toBeNull();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons.at(-1) as HTMLElement);

    await screen.findByRole('table', { name: 'Audit log entries' }, slow);
    expect(router.state.location.search).toEqual({});
    expect(server.callsTo(LIST).at(-1)?.query.resource).toBeUndefined();
  });

  it('shows a failed load with Retry, and a refused filter with the server’s words', async () => {
    signInAs('admin');
    let fail = true;
    const server = mockApi({
      [LIST]: ({ query }) =>
        query.resourceId === 'bad'
          ? json({ error: { resourceId: ['resourceId is not a row key'] } }, 400)
          : fail
            ? json({ error: 'Internal error' }, 500)
            : { entries: [auditEntry(3)], total: 1 },
      [ACTORS]: actors,
    });
    const { user, router } = await renderRoute('/apps/audit');

    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The audit log could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Audit log entries' }, slow);
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => router.navigate({ to: '/apps/audit', search: { resourceId: 'bad' } }));
    const refused = await screen.findByRole('alert', {}, slow);
    expect(refused).toHaveTextContent('These filters were not accepted');
    expect(refused).toHaveTextContent('resourceId is not a row key');
    // The page stays: the filters are there to change.
    expect(screen.getByRole('textbox', { name: /^Row id/ })).toHaveValue('bad');
    const calls = server.callsTo(LIST).length;
    await user.click(within(refused).getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: 'Audit log entries' }, slow);
    expect(router.state.location.search).toEqual({});
    expect(server.callsTo(LIST).length).toBeGreaterThan(calls);
  });

  it('asks nothing for a last day before the first', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: { entries: [], total: 0 }, [ACTORS]: actors });
    await renderRoute('/apps/audit?from=2024-05-02&to=2024-05-01');
    expect(await screen.findByText('The first day is after the last day', {}, slow)).toBeVisible();
    expect(server.callsTo(LIST)).toHaveLength(0);
  });

  it('is refused to a user who may not read the log', async () => {
    signInAs('client');
    const server = mockApi({});
    const { router } = await renderRoute('/apps/audit');
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
    expect(server.callsTo(LIST)).toHaveLength(0);
  });
});
