import { Button } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { testEmail } from '../test-emails';
import { type ComposeRequest, useComposeStore } from './compose-store';
import { Composer } from './composer';

const slow = { timeout: 10_000 };
const composer = () => screen.queryByRole('dialog', { name: 'Compose Mail' });
const field = (name: string) => screen.getByRole('textbox', { name });

/** The e-mail page's Compose button and the composer, opened with `request`. */
async function open(request: ComposeRequest = { mode: 'new' }) {
  signInAs('admin');
  const view = await renderWithProviders(
    <>
      <Button onClick={() => useComposeStore.getState().open(request)}>Compose</Button>
      <Composer />
    </>,
  );
  await view.user.click(screen.getByRole('button', { name: 'Compose' }));
  const dialog = await screen.findByRole('dialog', { name: 'Compose Mail' }, slow);
  // The editor loads lazily.
  await within(dialog).findByRole('textbox', { name: 'Message' }, slow);
  return { ...view, dialog };
}

afterEach(() => {
  act(() => useComposeStore.getState().close());
});

// Mantine, tiptap and a lazy chunk under jsdom are slow and this machine is shared.
describe('composer', { timeout: 30_000 }, () => {
  it('names a bad address under its field and sends nothing', async () => {
    const server = mockApi({});
    const { user, dialog } = await open();
    await user.type(field('To'), 'not-an-address{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(field('To')).toHaveAccessibleDescription('Not a valid e-mail address: not-an-address');
    expect(field('To')).toHaveFocus();
    expect(server.calls).toHaveLength(0);

    // No recipient at all is refused too; removing the chip by keyboard clears the message.
    await user.click(within(dialog).getByRole('button', { name: 'Remove not-an-address' }));
    expect(field('To')).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(field('To')).toHaveAccessibleDescription('Add at least one recipient');
    expect(server.calls).toHaveLength(0);
  });

  it('sends the chips, subject and message, says so and closes', async () => {
    const server = mockApi({
      'POST /apps/email/send': () =>
        json({ email: testEmail(30, 'Hello', { folder: 'sent' }) }, 201),
    });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Cc' }));
    expect(field('Cc')).toHaveFocus();
    // A pasted list splits into chips.
    await user.click(field('To'));
    await user.paste('ben@example.com, chloe@example.com');
    await user.type(field('Cc'), 'dan@example.com{Enter}');
    await user.type(field('Subject'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(composer()).toBeNull());
    expect(server.callsTo('POST /apps/email/send')[0]?.body).toEqual({
      to: ['ben@example.com', 'chloe@example.com'],
      cc: ['dan@example.com'],
      bcc: [],
      subject: 'Hello',
      message: '',
      attachmentIds: [],
    });
    expect(await screen.findByText('Email sent')).toBeVisible();
    // The focus goes back to where the composer was opened from.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Compose' })).toHaveFocus());
  });

  it('keeps everything and shows the API’s field message when sending fails', async () => {
    mockApi({
      'POST /apps/email/send': json({ error: { cc: ['Not a valid e-mail address: x@y'] } }, 400),
    });
    const { user, dialog } = await open({ mode: 'reply', source: testEmail(4, 'Budget') });
    expect(within(dialog).getByText('amara@example.com')).toBeVisible();
    expect(field('Subject')).toHaveValue('Re: Budget');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Not a valid e-mail address: x@y')).toBeVisible();
    expect(field('Subject')).toHaveValue('Re: Budget');
    expect(composer()).not.toBeNull();
  });

  it('saves a draft, updates the same draft, then sends it under its id', async () => {
    const server = mockApi({
      'POST /apps/email/drafts': () =>
        json({ email: testEmail(42, 'Plan', { folder: 'draft' }) }, 201),
      'POST /apps/email/send': () =>
        json({ email: testEmail(42, 'Plan', { folder: 'sent' }) }, 201),
    });
    const { user, dialog } = await open();
    await user.type(field('Subject'), 'Plan');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeVisible();
    expect(server.callsTo('POST /apps/email/drafts')[0]?.body).toEqual({
      to: [],
      cc: [],
      bcc: [],
      subject: 'Plan',
      message: '',
      attachmentIds: [],
    });

    await user.type(field('Subject'), ' B');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.callsTo('POST /apps/email/drafts')).toHaveLength(2));
    expect(server.callsTo('POST /apps/email/drafts')[1]?.body).toMatchObject({
      id: 42,
      subject: 'Plan B',
    });
    expect(composer()).not.toBeNull();

    await user.type(field('To'), 'ben@example.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(composer()).toBeNull());
    expect(server.callsTo('POST /apps/email/send')[0]?.body).toMatchObject({
      draftId: 42,
      to: ['ben@example.com'],
      subject: 'Plan B',
    });
  });

  it('opens a draft with its files, and sends the ones left after a removal', async () => {
    const file = (id: string, fileName: string, bytes: number) => ({
      id,
      fileName,
      bytes,
      size: `${bytes} B`,
      url: `/api/files/${id}`,
      thumbnail: '/assets/images/icons/files/txt.svg',
    });
    const draft = testEmail(43, 'Files', {
      folder: 'draft',
      to: [{ name: '', email: 'ben@example.com' }],
      attachments: [file('a'.repeat(22), 'plan.txt', 449), file('b'.repeat(22), 'old.txt', 12)],
    });
    const server = mockApi({
      'POST /apps/email/send': () =>
        json({ email: testEmail(43, 'Files', { folder: 'sent' }) }, 201),
    });
    const { user, dialog } = await open({ mode: 'draft', draft });
    const files = within(dialog).getByRole('list', { name: 'Attached files' });
    expect(within(files).getByText('plan.txt')).toBeVisible();
    expect(within(files).getByText('449 bytes')).toBeVisible();
    await user.click(within(files).getByRole('button', { name: 'Remove old.txt' }));
    expect(within(files).queryByText('old.txt')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(composer()).toBeNull());
    expect(server.callsTo('POST /apps/email/send')[0]?.body).toMatchObject({
      draftId: 43,
      attachmentIds: ['a'.repeat(22)],
    });
  });

  it('asks before discarding what was typed, and Escape discards nothing', async () => {
    mockApi({});
    const { user, dialog } = await open();
    await user.type(field('Subject'), 'Half a thought');
    await user.keyboard('{Escape}');
    expect(composer()).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard this message?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(field('Subject')).toHaveValue('Half a thought');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await screen.findByRole('dialog', { name: 'Discard this message?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(composer()).toBeNull());
  });

  it('closes at once when nothing was typed; minimised, only the title bar shows', async () => {
    mockApi({});
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(field('Subject')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(composer()).toBeNull();
  });

  it('asks before a new opening replaces unsaved work', async () => {
    mockApi({});
    const { user } = await open();
    await user.type(field('Subject'), 'Keep me');
    act(() => useComposeStore.getState().open({ mode: 'forward', source: testEmail(4, 'Budget') }));
    const ask = await screen.findByRole('dialog', {
      name: 'Discard the message you are writing?',
    });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(field('Subject')).toHaveValue('Keep me');

    act(() => useComposeStore.getState().open({ mode: 'forward', source: testEmail(4, 'Budget') }));
    const again = await screen.findByRole('dialog', {
      name: 'Discard the message you are writing?',
    });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(field('Subject')).toHaveValue('Fwd: Budget'));
  });
});
