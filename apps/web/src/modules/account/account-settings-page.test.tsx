import type { AccountSettings } from '@beacon/contract/account';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StoredFile } from '@beacon/contract/files';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { uploadFile } from '../../lib/files/upload';
import { session } from '../../lib/session';
import { json, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';

// Mantine's autosize textarea (the bio) listens to `document.fonts`, which jsdom lacks
// (test/browser-stubs is shared; this file stubs it for itself, as the chat's test does).
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

// jsdom draws no pictures: the crop gives a fixed square, and the upload is the store's reply.
vi.mock('../../components/avatar-picker/crop-image', () => ({
  avatarSide: 512,
  avatarName: () => 'avatar.webp',
  cropToSquare: () => Promise.resolve(new Blob(['square'], { type: 'image/webp' })),
}));
vi.mock('../../lib/files/upload', () => ({ uploadFile: vi.fn() }));

const storedAvatar = '/api/files/AvatarAvatarAvatarAv01';
const stored = (url: string): StoredFile => ({
  id: url.slice('/api/files/'.length),
  name: 'avatar.webp',
  type: 'image/webp',
  size: 6,
  kind: 'avatar',
  isImage: true,
  width: 512,
  height: 512,
  sha256: '0'.repeat(64),
  url,
  thumbnailUrl: `${url}/thumbnail`,
  createdAt: '2026-11-29T12:00:00.000Z',
});

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };

const settings: AccountSettings = {
  general: {
    avatar: null,
    username: 'johndoe',
    fullName: 'John Doe',
    email: 'admin@demo.com',
    company: '',
  },
  info: { bio: '', dob: null, country: 'USA', website: '', phone: '' },
  social: {
    socialLinks: {
      twitter: 'https://www.twitter.com',
      facebook: '',
      google: '',
      linkedIn: 'https://www.linkedin.com',
      instagram: '',
      quora: '',
    },
    connections: { twitter: true, google: true, facebook: false, github: false },
  },
  notification: {
    commentOnArticle: true,
    answerOnForm: true,
    followMe: false,
    newAnnouncements: true,
    productUpdates: true,
    blogDigest: false,
  },
};

// A 1×1 PNG.
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/** Picks a file in a file input, whatever its accept list says (a drop reaches the same check). */
function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const avatarInput = () => within(general()).getByLabelText<HTMLInputElement>('Upload new photo');

const general = () => screen.getByRole('region', { name: 'Profile details' });

// Each test renders the whole shell and types into several fields: slow under a loaded machine.
describe('account settings page', { timeout: 60_000 }, () => {
  it('saves the general tab and the stored user (the navbar) follows at once', async () => {
    signInAs('admin');
    const api = mockApi({
      'GET /account-setting/data': settings,
      'PUT /account-setting/general': ({ body }) => ({
        general: { ...settings.general, ...(body as object) },
      }),
    });
    const { user } = await renderRoute('/pages/account-settings');
    const fullName = await within(
      await screen.findByRole('region', { name: 'Profile details' }),
    ).findByRole('textbox', { name: 'Full name' });
    await user.clear(fullName);
    await user.type(fullName, 'Ada Lovelace');

    // A text file is refused at once; a PNG is cropped, then stored as an avatar upload.
    choose(avatarInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(general()).findByRole('alert')).toHaveTextContent(
      'Choose a JPG, PNG, GIF or WebP picture.',
    );
    vi.mocked(uploadFile).mockResolvedValueOnce(stored(storedAvatar));
    choose(avatarInput(), new File([pngBytes], 'me.png', { type: 'image/png' }));
    const crop = await screen.findByRole('dialog', { name: 'Crop your picture' }, slow);
    expect(within(crop).getByRole('slider', { name: 'Zoom' })).toBeVisible();
    await user.click(within(crop).getByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(within(general()).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(uploadFile).mock.calls[0]?.[1]).toMatchObject({
      kind: 'avatar',
      name: 'avatar.webp',
    });

    await user.click(within(general()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(session.get().userData?.fullName).toBe('Ada Lovelace'));
    const [sent] = api.callsTo('PUT /account-setting/general');
    expect(sent?.body).toMatchObject({
      fullName: 'Ada Lovelace',
      username: 'johndoe',
      avatar: storedAvatar,
    });
    expect(session.get().userData?.avatar).toBe(storedAvatar);
    expect(await screen.findByText('Your account details were saved.')).toBeVisible();
  });

  it('shows the store’s refusal of a picture on the avatar field, and Remove sends null', async () => {
    signInAs('admin');
    const api = mockApi({
      'GET /account-setting/data': {
        ...settings,
        general: { ...settings.general, avatar: storedAvatar },
      },
      'PUT /account-setting/general': ({ body }) => ({
        general: { ...settings.general, ...(body as object) },
      }),
    });
    const { user } = await renderRoute('/pages/account-settings');
    await within(await screen.findByRole('region', { name: 'Profile details' })).findByRole(
      'textbox',
      { name: 'Full name' },
    );
    vi.mocked(uploadFile).mockRejectedValueOnce(
      new ApiError(413, {
        error: { body: ['This file is too large: an avatar may be at most 2 MB'] },
      }),
    );
    choose(avatarInput(), new File([pngBytes], 'me.png', { type: 'image/png' }));
    const crop = await screen.findByRole('dialog', { name: 'Crop your picture' }, slow);
    await user.click(within(crop).getByRole('button', { name: 'Use this picture' }));
    expect(await within(general()).findByRole('alert', {}, slow)).toHaveTextContent(
      'This file is too large: an avatar may be at most 2 MB',
    );

    await user.click(within(general()).getByRole('button', { name: 'Remove' }));
    await user.click(within(general()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT /account-setting/general')).toHaveLength(1));
    expect(api.callsTo('PUT /account-setting/general')[0]?.body).toMatchObject({ avatar: null });
    await waitFor(() => expect(session.get().userData?.avatar).toBeNull());
  });

  it('shows a 409 under the e-mail field and leaves the stored user alone', async () => {
    signInAs('admin');
    mockApi({
      'GET /account-setting/data': settings,
      'PUT /account-setting/general': json(
        { error: { email: ['This email is already in use.'] } },
        409,
      ),
    });
    const { user } = await renderRoute('/pages/account-settings');
    const email = await within(
      await screen.findByRole('region', { name: 'Profile details' }),
    ).findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'client@demo.com');
    await user.click(within(general()).getByRole('button', { name: 'Save changes' }));
    expect(await within(general()).findByText('This email is already in use.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(session.get().userData?.email).toBe('admin@demo.com');
  });

  it('opens the tab named in the URL and sends the session along with a password change', async () => {
    signInAs('admin', { refreshToken: 'my-refresh' });
    const api = mockApi({
      'GET /account-setting/data': settings,
      'POST /account-setting/password': json(
        { error: { currentPassword: ['The current password is incorrect'] } },
        400,
      ),
    });
    const { user } = await renderRoute('/pages/account-settings?tab=password');
    const form = await screen.findByRole('region', { name: 'Change Password' }, slow);
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(within(form).getByLabelText(/^Current password/), 'wrong');
    // The rules are checked in the form first: too short, and not matching.
    await user.type(within(form).getByLabelText(/^New password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('The new password must be at least 8 characters'),
    ).toBeVisible();
    expect(api.callsTo('POST /account-setting/password')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^New password/), '-but-longer');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'short-but-longer');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is incorrect')).toBeVisible();
    expect(api.callsTo('POST /account-setting/password')[0]?.body).toEqual({
      currentPassword: 'wrong',
      newPassword: 'short-but-longer',
      confirmPassword: 'short-but-longer',
      refreshToken: 'my-refresh',
    });
  });

  it('refuses a new password of spaces only, and shows the server’s common-password refusal', async () => {
    signInAs('admin');
    const api = mockApi({
      'GET /account-setting/data': settings,
      'POST /account-setting/password': json(
        {
          error: {
            newPassword: ['The new password is too common: choose one that is harder to guess'],
          },
        },
        400,
      ),
    });
    const { user } = await renderRoute('/pages/account-settings?tab=password');
    const form = await screen.findByRole('region', { name: 'Change Password' }, slow);
    const next = within(form).getByLabelText(/^New password/);
    await user.type(within(form).getByLabelText(/^Current password/), 'my-old-secret');
    await user.type(next, '          ');
    await user.type(within(form).getByLabelText(/^Confirm new password/), '          ');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The new password may not be only spaces')).toBeVisible();
    expect(api.callsTo('POST /account-setting/password')).toHaveLength(0);

    await user.clear(next);
    await user.type(next, 'Sunshine1');
    await user.clear(within(form).getByLabelText(/^Confirm new password/));
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'Sunshine1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText(
        'The new password is too common: choose one that is harder to guess',
      ),
    ).toBeVisible();
    expect(next).toHaveAttribute('aria-invalid', 'true');
  });

  it('is closed to the client, who cannot read Page', async () => {
    signInAs('client');
    const { router } = await renderRoute('/pages/account-settings');
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });
});
