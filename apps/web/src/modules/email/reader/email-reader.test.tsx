import { screen, waitFor, within } from '@testing-library/react';
import type { EmailDetail } from '@beacon/contract/email';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { listReply, testEmail } from '../test-emails';

const detail = (id: number, subject: string, fields: Partial<EmailDetail> = {}): EmailDetail => ({
  ...testEmail(id, subject),
  hasPreviousMail: true,
  hasNextMail: true,
  ...fields,
});

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const title = () => screen.findByRole('heading', { level: 2 }, slow);

describe('e-mail reader', { timeout: 30_000 }, () => {
  it('reads an unread mail on opening, and pages to its neighbours', async () => {
    signInAs('admin');
    const newest = detail(7, 'Release notes', {
      isRead: false,
      hasPreviousMail: false,
      message:
        '<p>See <a href="https://example.com">the notes</a></p><img src=x onerror="alert(1)">',
      attachments: [
        {
          fileName: 'notes.txt',
          thumbnail: '/t.svg',
          url: '/assets/files/notes.txt',
          size: '1 KB',
        },
      ],
    });
    const older = detail(6, 'Budget');
    const server = mockApi({
      'GET /apps/email/emails': listReply([]),
      'GET /apps/email/get-email': newest,
      'POST /apps/email/update-emails': { emails: [] },
      'GET /apps/email/paginate-email': ({ query }) =>
        query.dir === 'next' && query.emailId === '7' ? older : json({ error: 'none' }, 404),
    });
    const { user, router } = await renderRoute('/apps/email?mail=7');

    expect(await title()).toHaveTextContent('Release notes');
    await waitFor(() =>
      expect(server.callsTo('POST /apps/email/update-emails')[0]?.body).toEqual({
        emailIds: [7],
        dataToUpdate: { isRead: true },
      }),
    );
    // Sanitised, and the link opens in a new tab without reaching this page.
    const link = screen.getByRole('link', { name: 'the notes' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('img[onerror]')).toBeNull();
    const files = screen.getByRole('list', { name: 'Attachments' });
    expect(within(files).getByRole('link', { name: 'Download notes.txt (1 KB)' })).toHaveAttribute(
      'href',
      '/assets/files/notes.txt',
    );

    expect(screen.getByRole('button', { name: 'Previous email' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next email' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Budget'),
    );
    expect(router.state.location.search).toEqual({ mail: 6 });
    expect(server.callsTo('GET /apps/email/paginate-email')[0]?.query).toEqual({
      emailId: '7',
      dir: 'next',
    });
    // Already read: opening it changes nothing.
    expect(server.callsTo('POST /apps/email/update-emails')).toHaveLength(1);
  });

  it('says so when the mail no longer exists', async () => {
    signInAs('admin');
    mockApi({
      'GET /apps/email/emails': listReply([]),
      'GET /apps/email/get-email': json({ error: 'Email not found' }, 404),
    });
    await renderRoute('/apps/email?mail=99');
    expect(await screen.findByText('This email no longer exists', {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to list' })).toBeVisible();
  });

  it('deletes a mail in the trash for good only after asking', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /apps/email/emails': listReply([]),
      'GET /apps/email/get-email': detail(3, 'Old quote', { folder: 'trash' }),
      'POST /apps/email/delete-emails': { emailIds: [3] },
    });
    const { user, router } = await renderRoute('/apps/email/trash?mail=3');
    await title();
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete forever?' });
    expect(server.callsTo('POST /apps/email/delete-emails')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() =>
      expect(server.callsTo('POST /apps/email/delete-emails')[0]?.body).toEqual({ emailIds: [3] }),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/apps/email/trash');
  });

  it('downloads a stored file with the session, its size in the reader’s words', async () => {
    signInAs('admin');
    const id = 'm'.repeat(22);
    const mail = detail(8, 'Minutes', {
      attachments: [
        {
          id,
          fileName: 'minutes.txt',
          thumbnail: '/assets/images/icons/files/txt.svg',
          url: `/api/files/${id}`,
          size: '57 B',
          bytes: 57,
          type: 'text/plain',
        },
      ],
    });
    const server = mockApi({
      'GET /apps/email/emails': listReply([]),
      'GET /apps/email/get-email': mail,
      'POST /apps/email/update-emails': { emails: [] },
      [`GET /api/files/${id}`]: () => new Response('minutes', { status: 200 }),
    });
    const saved = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:minutes');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = await renderRoute('/apps/email?mail=8');
    expect(await title()).toHaveTextContent('Minutes');
    const files = screen.getByRole('list', { name: 'Attachments' });
    await user.click(
      within(files).getByRole('button', { name: 'Download minutes.txt (57 bytes)' }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(server.callsTo(`GET /api/files/${id}`)).toHaveLength(1);
    saved.mockRestore();
    revoked.mockRestore();
  });
});
