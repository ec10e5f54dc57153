import type { StoredFile } from '@beacon/contract/files';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { stubDocumentFonts } from '../test-posts';

stubDocumentFonts();

const stored: StoredFile = {
  id: 'InsideInsideInsideIns1',
  name: 'night-market.png',
  type: 'image/png',
  size: 3,
  kind: 'blog',
  isImage: true,
  width: 1,
  height: 1,
  sha256: '0'.repeat(64),
  url: '/api/files/InsideInsideInsideIns1',
  thumbnailUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('inserting a picture into a post', () => {
  it('uploads it as a blog picture and puts it in the text, described by its name', async () => {
    signInAs('admin');
    const api = mockApi({
      'POST /api/files': () => json({ file: stored }, 201),
      'GET /api/files/:id': () => new Response(new Uint8Array([1, 2, 3])),
      'GET /blog/list/data/sidebar': { recentPosts: [], categories: [] },
    });
    await renderRoute('/pages/blog/new');
    const content = await screen.findByRole('textbox', { name: 'Content' }, { timeout: 30_000 });
    fireEvent.change(screen.getByTestId('insert-image-input'), {
      target: {
        files: [new File([new Uint8Array([1, 2, 3])], 'night-market.png', { type: 'image/png' })],
      },
    });
    expect(await within(content).findByRole('img', { name: 'night-market' })).toBeVisible();
    expect(api.callsTo('POST /api/files')[0]?.query).toEqual({
      kind: 'blog',
      name: 'night-market.png',
    });
  }, 60_000);
});
