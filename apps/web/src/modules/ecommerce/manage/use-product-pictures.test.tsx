import type { StoredFile } from '@beacon/contract/files';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadOptions } from '../../../lib/files/upload';
import { productBody, slugOf } from './product-form-values';
import { useProductPictures } from './use-product-pictures';

/** An upload the test finishes by hand: `finish(name)` stores it, `fail(name)` refuses it. */
function fakeStore() {
  const pending = new Map<
    string,
    { options: UploadOptions; resolve: (file: StoredFile) => void; reject: (e: Error) => void }
  >();
  const upload = (file: File, options: UploadOptions) =>
    new Promise<StoredFile>((resolve, reject) => {
      pending.set(file.name, { options, resolve, reject });
      options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
  const stored = (name: string): StoredFile => ({
    id: `id-${name}`.padEnd(22, 'x'),
    name,
    type: 'image/png',
    size: 10,
    kind: 'product',
    isImage: true,
    width: 8,
    height: 8,
    sha256: '0'.repeat(64),
    url: `/api/files/${name}`,
    thumbnailUrl: `/api/files/${name}/thumbnail`,
    createdAt: '2030-01-01T00:00:00.000Z',
  });
  return {
    upload,
    pending,
    progress: (name: string, share: number) => pending.get(name)?.options.onProgress?.(share),
    finish: (name: string) => pending.get(name)?.resolve(stored(name)),
    fail: (name: string) => pending.get(name)?.reject(new Error('This picture could not be read')),
  };
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('product pictures', () => {
  it('uploads each file at once, with progress, and sends the stored ones in the order shown', async () => {
    const store = fakeStore();
    const existing = { id: 'a'.repeat(22), url: '/api/files/a', thumbnailUrl: '/api/files/a/t' };
    const { result } = renderHook(() => useProductPictures([existing], store.upload));
    expect(result.current.imageIds).toEqual(['a'.repeat(22)]);

    act(() => result.current.add([png('one.png'), png('two.png')], result.current.room));
    expect(store.pending.get('one.png')?.options.kind).toBe('product');
    expect(result.current.uploading).toBe(true);
    act(() => store.progress('one.png', 0.5));
    expect(result.current.pictures[1]).toMatchObject({ state: 'uploading', progress: 0.5 });

    act(() => store.finish('two.png'));
    act(() => store.finish('one.png'));
    await waitFor(() => expect(result.current.uploading).toBe(false));
    const [first, one, two] = result.current.imageIds;
    expect(result.current.imageIds).toHaveLength(3);

    // The last moved to the front: the save sends that order.
    act(() => result.current.move(2, 0));
    expect(result.current.imageIds).toEqual([two, first, one]);
  });

  it('cancels an upload, keeps a refused one out of the save with its reason, and stops at ten', async () => {
    const store = fakeStore();
    const { result } = renderHook(() => useProductPictures([], store.upload));
    act(() => result.current.add([png('slow.png'), png('bad.png')], result.current.room));
    const slow = result.current.pictures[0]?.key ?? '';
    act(() => result.current.remove(slow));
    act(() => store.fail('bad.png'));
    await waitFor(() =>
      expect(result.current.pictures).toEqual([
        expect.objectContaining({ state: 'failed', error: 'This picture could not be read' }),
      ]),
    );
    expect(result.current.imageIds).toEqual([]);
    expect(result.current.uploading).toBe(false);

    const twelve = Array.from({ length: 12 }, (_, i) => png(`p${i}.png`));
    act(() => result.current.add(twelve, result.current.room));
    expect(store.pending.has('p9.png')).toBe(true);
    expect(store.pending.has('p10.png')).toBe(false);
    expect(result.current.room).toBe(0);
  });
});

describe('product body', () => {
  const values = {
    name: '  Crème Lamp 2000 ',
    slug: 'creme-lamp-2000',
    description: '<p></p>',
    brand: 'Sony' as const,
    category: 'Appliances' as const,
    price: '49.9',
    stock: 3,
    hasFreeShipping: true,
    colorOptions: ['info' as const],
    status: 'draft' as const,
  };

  it('makes a slug from a name, and sends it only once someone typed one', () => {
    expect(slugOf(values.name)).toBe('creme-lamp-2000');
    expect(productBody(values, ['x'], false)).toEqual({
      name: 'Crème Lamp 2000',
      slug: '',
      description: '',
      brand: 'Sony',
      category: 'Appliances',
      price: 49.9,
      stock: 3,
      hasFreeShipping: true,
      colorOptions: ['info'],
      status: 'draft',
      imageIds: ['x'],
    });
    expect(productBody({ ...values, slug: ' my-lamp ' }, [], true).slug).toBe('my-lamp');
  });
});
