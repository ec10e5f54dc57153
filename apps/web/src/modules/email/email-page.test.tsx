import { act, screen, waitFor, within } from '@testing-library/react';
import type { EmailsListReply } from '@beacon/contract/email';
import { describe, expect, it } from 'vitest';
import { type ApiCall, json, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';
import { useComposeStore } from './compose/compose-store';
import { listReply, testEmail } from './test-emails';

const inbox = [
  testEmail(3, 'Quarterly report', {
    isRead: false,
    isStarred: true,
    labels: ['company', 'important'],
    attachments: [{ fileName: 'q3.pdf', thumbnail: '', url: '', size: '12 KB' }],
  }),
  testEmail(2, 'Lunch on Friday', { from: { name: 'Ben Ito', email: 'ben@x.io', avatar: '' } }),
  testEmail(1, '', { message: '' }),
];

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const list = () => screen.findByRole('list', { name: 'Emails' }, slow);
const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/apps/email/emails');
/** The desktop sidebar's nav (the drawer's copy renders only when opened). */
const nav = (name: string) => screen.getByRole('navigation', { name });

describe('e-mail page', { timeout: 30_000 }, () => {
  it('shows the folders with their counts, the labels, and the inbox as rows', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /apps/email/emails': listReply(inbox, { inbox: 3, draft: 4, spam: 0 }),
    });
    await renderRoute('/apps/email');

    const rows = within(await list()).getAllByRole('listitem');
    expect(listCalls(server.calls)[0]?.query).toEqual({
      folder: 'inbox',
      page: '1',
      perPage: '50',
    });
    expect(rows).toHaveLength(3);

    const folders = within(nav('Mail folders'));
    expect(folders.getByRole('link', { name: 'Inbox, 3 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(folders.getByRole('link', { name: 'Inbox, 3 unread' })).toHaveAttribute(
      'href',
      '/apps/email',
    );
    expect(folders.getByRole('link', { name: 'Draft, 4 saved' })).toHaveAttribute(
      'href',
      '/apps/email/draft',
    );
    // No badge at 0: the link is named by the folder alone.
    expect(folders.getByRole('link', { name: 'Spam' })).not.toHaveAttribute('aria-current');
    for (const name of ['Sent', 'Starred', 'Trash'])
      expect(folders.getByRole('link', { name })).toBeVisible();
    const labels = within(nav('Mail labels'));
    expect(labels.getByRole('link', { name: 'Company' })).toHaveAttribute(
      'href',
      '/apps/email/label/company',
    );
    expect(labels.getAllByRole('link')).toHaveLength(4);

    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('checkbox', { name: 'Select "Quarterly report"' })).not.toBeChecked();
    expect(first.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true');
    expect(first.getByText('Unread')).toBeInTheDocument();
    expect(first.getByText('Amara Okafor')).toBeVisible();
    expect(first.getByText('– About quarterly report.', { exact: false })).toBeVisible();
    expect(first.getByText('Labels: Company, Important')).toBeInTheDocument();
    expect(first.getByText('Has attachments')).toBeInTheDocument();
    expect(first.getByText('3/11/2024')).toHaveAttribute('datetime', '2024-03-11T09:30:00.000Z');
    const second = within(rows[1] as HTMLElement);
    expect(second.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'false');
    expect(second.queryByText('Unread')).toBeNull();
    expect(
      within(rows[2] as HTMLElement).getByRole('checkbox', { name: 'Select "(no subject)"' }),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search email' })).toHaveValue('');
  });

  it('asks a label view for every folder, with the search and page of the URL', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /apps/email/emails': listReply(inbox) });
    await renderRoute('/apps/email/label/company?q=report&page=2');
    await list();

    expect(listCalls(server.calls)[0]?.query).toEqual({
      q: 'report',
      folder: 'all',
      label: 'company',
      page: '2',
      perPage: '50',
    });
    expect(within(nav('Mail labels')).getByRole('link', { name: 'Company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav('Mail folders')).getByRole('link', { name: 'Inbox' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('searchbox', { name: 'Search email' })).toHaveValue('report');
  });

  it('reads no mail for a link only pointed at: reading one marks it read', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /apps/email/emails': listReply(inbox) });
    const { router } = await renderRoute('/apps/email');
    await list();
    // What a hover does (the router preloads on intent); the list may be asked for again.
    await act(() => router.preloadRoute({ to: '/apps/email', search: { mail: 2 } }));
    expect(server.callsTo('GET /apps/email/get-email')).toEqual([]);
  });

  it('moves the selected mails and says so; the move menu leaves out the folder shown', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /apps/email/emails': listReply(inbox),
      'POST /apps/email/update-emails': { emails: [] },
    });
    const { user } = await renderRoute('/apps/email');
    await list();
    expect(screen.queryByRole('toolbar')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select "Quarterly report"' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select "Lunch on Friday"' }));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    const toolbar = within(screen.getByRole('toolbar', { name: 'Selected emails' }));
    expect(toolbar.getByText('2 selected')).toBeVisible();

    await user.click(toolbar.getByRole('button', { name: 'Move to' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Spam', 'Trash']);
    await user.click(screen.getByRole('menuitem', { name: 'Spam' }));

    await waitFor(() => expect(server.callsTo('POST /apps/email/update-emails')).toHaveLength(1));
    expect(server.callsTo('POST /apps/email/update-emails')[0]?.body).toEqual({
      emailIds: [3, 2],
      dataToUpdate: { folder: 'spam' },
    });
    expect(await screen.findByText('2 emails moved to Spam', {}, slow)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());

    // Select all, then a failed action: a red toast, and the selection stays for another try.
    mockApi({
      'GET /apps/email/emails': listReply(inbox),
      'POST /apps/email/update-emails': json({ error: 'Internal error' }, 500),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('The emails could not be changed', {}, slow)).toBeVisible();
    expect(screen.getByText('3 selected')).toBeVisible();
  });

  it('asks before deleting for good in the trash', async () => {
    signInAs('admin');
    const trash = inbox.map((email) => ({ ...email, folder: 'trash' as const }));
    const server = mockApi({
      'GET /apps/email/emails': listReply(trash),
      'POST /apps/email/delete-emails': { emailIds: [2] },
    });
    const { user } = await renderRoute('/apps/email/trash');
    await list();
    expect(listCalls(server.calls)[0]?.query).toMatchObject({ folder: 'trash' });

    await user.click(screen.getByRole('checkbox', { name: 'Select "Lunch on Friday"' }));
    const toolbar = within(screen.getByRole('toolbar', { name: 'Selected emails' }));
    expect(toolbar.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(toolbar.getByRole('button', { name: 'Move to' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Inbox',
      'Spam',
    ]);
    await user.keyboard('{Escape}');

    await user.click(toolbar.getByRole('button', { name: 'Delete forever' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete forever?' });
    expect(dialog).toHaveTextContent('This email will be deleted for good.');
    expect(server.callsTo('POST /apps/email/delete-emails')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));

    await waitFor(() => expect(server.callsTo('POST /apps/email/delete-emails')).toHaveLength(1));
    expect(server.callsTo('POST /apps/email/delete-emails')[0]?.body).toEqual({ emailIds: [2] });
    expect(await screen.findByText('1 email deleted forever', {}, slow)).toBeVisible();
  });

  it('stars a row without opening it, opens a mail in the URL and a draft in the composer', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /apps/email/emails': listReply(inbox),
      'POST /apps/email/update-emails': { emails: [] },
    });
    const { user, router } = await renderRoute('/apps/email');
    const rows = within(await list()).getAllByRole('listitem');

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Star' }));
    await waitFor(() => expect(server.callsTo('POST /apps/email/update-emails')).toHaveLength(1));
    expect(server.callsTo('POST /apps/email/update-emails')[0]?.body).toEqual({
      emailIds: [2],
      dataToUpdate: { isStarred: true },
    });
    expect(router.state.location.search).toEqual({});

    await user.click(within(rows[1] as HTMLElement).getByText('Lunch on Friday'));
    await waitFor(() => expect(router.state.location.search).toEqual({ mail: 2 }));
    expect(screen.queryByRole('list', { name: 'Emails' })).toBeNull();
    // Back from the reader, the keyboard goes on from the mail that was open.
    await router.navigate({ to: '/apps/email' });
    const back = within(await list()).getAllByRole('listitem')[1] as HTMLElement;
    await waitFor(() =>
      expect(within(back).getByRole('button', { name: /Lunch on Friday/ })).toHaveFocus(),
    );

    const draft = testEmail(9, 'Unfinished', { folder: 'draft' });
    mockApi({ 'GET /apps/email/emails': listReply([draft], { draft: 1 }) });
    await router.navigate({ to: '/apps/email/$folder', params: { folder: 'draft' } });
    await user.click(await screen.findByText('Unfinished', {}, slow));
    expect(useComposeStore.getState().request).toEqual({ mode: 'draft', draft });
    expect(router.state.location.search).toEqual({});
  });

  it('says "No Items Found" for an empty view, and sends unknown folders to the inbox', async () => {
    signInAs('admin');
    mockApi({ 'GET /apps/email/emails': listReply([]) });
    const { router } = await renderRoute('/apps/email/spam');

    expect(await screen.findByText('No Items Found', {}, slow)).toBeVisible();
    expect(screen.getByText('No spam here.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Emails' })).toBeNull();

    await router.navigate({ to: '/apps/email/$folder', params: { folder: 'archive' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email'));
    await router.navigate({ to: '/apps/email/label/$label', params: { label: 'nope' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email'));
  });
});

describe('e-mail list paging by cursor', { timeout: 30_000 }, () => {
  const mails = Array.from({ length: 150 }, (_, i) => testEmail(150 - i, `Mail ${150 - i}`));

  /** Three pages of 50, about 1.2 M in all; a cursor names the page it leads to. */
  function pagedMail({ query }: ApiCall): EmailsListReply {
    const at = { first: 0, last: 2, p1: 0, p2: 1, p3: 2 }[query.cursor ?? 'first'] ?? 0;
    return listReply(mails.slice(at * 50, at * 50 + 50), {}, 1_234_567, {
      totalExact: false,
      cursors: { prev: at > 0 ? `p${at}` : null, next: at < 2 ? `p${at + 2}` : null },
    });
  }

  const pager = () => screen.getByRole('navigation', { name: 'Email pages' });
  const lastQuery = (server: { calls: ApiCall[] }) => listCalls(server.calls).at(-1)?.query;

  it('sends the reply’s next cursor and keeps it in the address; Last sends last', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /apps/email/emails': pagedMail });
    const { user, router } = await renderRoute('/apps/email');
    await screen.findByText('Mail 150', {}, slow);
    expect(pager()).toHaveTextContent('1–50 of about 1.2M');
    expect(within(pager()).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Mail 100', {}, slow)).toBeVisible();
    expect(lastQuery(server)).toMatchObject({ cursor: 'p2', folder: 'inbox' });
    expect(router.state.location.search).toMatchObject({ cursor: 'p2', page: 2 });
    expect(pager()).toHaveTextContent('51–100 of about 1.2M');

    await user.click(within(pager()).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Mail 1', {}, slow)).toBeVisible();
    expect(lastQuery(server)).toMatchObject({ cursor: 'last' });
    // The last page of an estimate has no number: the pager shows the total only.
    expect(router.state.location.searchStr).toBe('?cursor=last');
    expect(pager()).toHaveTextContent(/^of about 1\.2M/);
    expect(within(pager()).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('Mail 150', {}, slow)).toBeVisible();
    expect(router.state.location.searchStr).toBe('');
  });

  it('starts again at the first page on a new search or another folder', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /apps/email/emails': pagedMail });
    const { user, router } = await renderRoute('/apps/email?cursor=p2&page=2');
    await screen.findByText('Mail 100', {}, slow);
    expect(lastQuery(server)).toMatchObject({ cursor: 'p2', page: '2' });

    await user.type(screen.getByRole('searchbox', { name: 'Search email' }), 'mail{Enter}');
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ q: 'mail', page: '1' }));
    expect(lastQuery(server)?.cursor).toBe(undefined);
    expect(router.state.location.search).not.toHaveProperty('cursor');

    await user.click(within(pager()).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ q: 'mail', cursor: 'p2' }));
    await user.click(within(nav('Mail folders')).getByRole('link', { name: 'Sent' }));
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ folder: 'sent', page: '1' }));
    expect(lastQuery(server)?.cursor).toBe(undefined);
  });
});
