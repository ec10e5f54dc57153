import type { StoredFile } from '@beacon/contract/files';
import type { User } from '@beacon/contract/users';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../lib/files/upload';
import { json, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { demoUsers, signInAs } from '../../test/session';

// jsdom draws no pictures: the crop gives a fixed square, and the upload is the store's reply.
vi.mock('../../components/avatar-picker/crop-image', () => ({
  avatarSide: 512,
  avatarName: () => 'avatar.webp',
  cropToSquare: () => Promise.resolve(new Blob(['square'], { type: 'image/webp' })),
}));
vi.mock('../../lib/files/upload', () => ({ uploadFile: vi.fn() }));

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };

const ada: User = {
  id: 7,
  fullName: 'Ada Lovelace',
  username: 'ada.lovelace',
  email: 'ada@example.com',
  company: 'Lumen PVT LTD',
  country: 'Portugal',
  contact: '(555) 010-0000',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
  billing: 'Manual - Paypal',
  avatar: '/assets/images/avatars/3.svg',
};

const storedUrl = '/api/files/PictureOfAdaLovelace01';
const stored: StoredFile = {
  id: storedUrl.slice('/api/files/'.length),
  name: 'avatar.webp',
  type: 'image/webp',
  size: 6,
  kind: 'avatar',
  isImage: true,
  width: 512,
  height: 512,
  sha256: '0'.repeat(64),
  url: storedUrl,
  thumbnailUrl: `${storedUrl}/thumbnail`,
  createdAt: '2026-11-29T12:00:00.000Z',
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

const routes = (put: (body: { id: number; avatar: string | null }) => unknown) => ({
  'GET /api/users/user': { user: ada },
  'GET /api/users/activity': { entries: [] },
  'PUT /apps/users/avatar': ({ body }: { body: unknown }) =>
    put(body as { id: number; avatar: string | null }),
});

describe("the user view's picture", { timeout: 60_000 }, () => {
  it('uploads a dropped, cropped picture and saves it as the user’s', async () => {
    signInAs('admin');
    const api = mockApi(routes((body) => ({ user: { ...ada, avatar: body.avatar ?? '' } })));
    const { user } = await renderRoute('/apps/user/view/7');
    await user.click(await screen.findByRole('button', { name: 'Change avatar' }, slow));

    vi.mocked(uploadFile).mockResolvedValueOnce(stored);
    choose(
      screen.getByLabelText<HTMLInputElement>('Drop or choose a new picture of Ada Lovelace'),
      new File([pngBytes], 'ada.png', { type: 'image/png' }),
    );
    const crop = await screen.findByRole(
      'dialog',
      { name: 'Crop the picture of Ada Lovelace' },
      slow,
    );
    await user.click(await screen.findByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(crop).not.toBeInTheDocument());
    expect(vi.mocked(uploadFile).mock.calls[0]?.[1]).toMatchObject({ kind: 'avatar' });

    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('button', { name: 'Change avatar' })).toBeVisible();
    expect(api.callsTo('PUT /apps/users/avatar').map((call) => call.body)).toEqual([
      { id: 7, avatar: storedUrl },
    ]);
    expect(await screen.findByText('Ada Lovelace has a new picture.')).toBeVisible();
  });

  it('removes the picture, and shows a refusal on the field', async () => {
    signInAs('admin');
    let refuse = true;
    const api = mockApi(
      routes((body) =>
        refuse
          ? json({ error: { avatar: ['Upload the picture first'] } }, 400)
          : { user: { ...ada, avatar: body.avatar ?? '' } },
      ),
    );
    const { user } = await renderRoute('/apps/user/view/7');
    await user.click(await screen.findByRole('button', { name: 'Change avatar' }, slow));
    const save = screen.getByRole('button', { name: 'Save picture' });
    // Nothing changed yet: nothing to save.
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload the picture first');
    refuse = false;
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Change avatar' })).toBeVisible();
    expect(api.callsTo('PUT /apps/users/avatar').map((call) => call.body)).toEqual([
      { id: 7, avatar: null },
      { id: 7, avatar: null },
    ]);
    expect(await screen.findByText("Ada Lovelace's picture was removed.")).toBeVisible();
  });

  it('offers no change to someone who may only read users', async () => {
    signInAs({ ...demoUsers.admin, ability: [{ action: 'read', subject: 'User' }] });
    mockApi(routes(() => ({ user: ada })));
    await renderRoute('/apps/user/view/7');
    expect(
      await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 }, slow),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change avatar' })).toBeNull();
  });
});
