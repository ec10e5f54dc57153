import type { StoredFile } from '@beacon/contract/files';
import { productImagesMax } from '@beacon/contract/files-values';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../../../lib/files/upload';

/** A picture of the form: stored already, on its way up, or refused by the store. */
export type Picture =
  | { key: string; state: 'stored'; id: string; name: string; thumbnailUrl: string }
  | { key: string; state: 'uploading'; name: string; progress: number }
  | { key: string; state: 'failed'; name: string; error: string };

export interface StoredPicture {
  id: string;
  url: string;
  thumbnailUrl: string;
}

type Upload = (file: File, options: Parameters<typeof uploadFile>[1]) => Promise<StoredFile>;

let counter = 0;
const nextKey = () => `picture-${++counter}`;

/** The picture list moved: `from` taken out and put back at `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The product's pictures while they are edited: each dropped file is uploaded at once (kind
 * `product`), with its progress; an upload can be cancelled; the stored ones can be reordered and
 * removed. `imageIds` is what the save sends, in the order shown.
 */
export function useProductPictures(initial: readonly StoredPicture[], upload: Upload = uploadFile) {
  const [pictures, setPictures] = useState<Picture[]>(() =>
    initial.map((image) => ({
      key: nextKey(),
      state: 'stored',
      id: image.id,
      name: '',
      thumbnailUrl: image.thumbnailUrl,
    })),
  );
  const controllers = useRef(new Map<string, AbortController>());

  // Leaving the page cancels what is still on its way: nobody would save it.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = useCallback((key: string, next: Picture | null) => {
    setPictures((list) =>
      next === null
        ? list.filter((picture) => picture.key !== key)
        : list.map((picture) => (picture.key === key ? next : picture)),
    );
  }, []);

  const add = useCallback(
    (files: readonly File[], room: number) => {
      for (const file of files.slice(0, Math.max(0, room))) {
        const key = nextKey();
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setPictures((list) => [...list, { key, state: 'uploading', name: file.name, progress: 0 }]);
        upload(file, {
          kind: 'product',
          signal: controller.signal,
          onProgress: (progress) =>
            setPictures((list) =>
              list.map((picture) =>
                picture.key === key && picture.state === 'uploading'
                  ? { ...picture, progress }
                  : picture,
              ),
            ),
        })
          .finally(() => controllers.current.delete(key))
          .then(
            (stored) =>
              patch(key, {
                key,
                state: 'stored',
                id: stored.id,
                name: stored.name,
                thumbnailUrl: stored.thumbnailUrl ?? stored.url,
              }),
            (error: unknown) => {
              if (controller.signal.aborted) return;
              patch(key, { key, state: 'failed', name: file.name, error: errorText(error) });
            },
          );
      }
    },
    [upload, patch],
  );

  /** Cancels an upload under way, or takes a picture off the product. */
  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      patch(key, null);
    },
    [patch],
  );

  const move = useCallback(
    (from: number, to: number) => setPictures((list) => moved(list, from, to)),
    [],
  );

  const imageIds = pictures.flatMap((picture) => (picture.state === 'stored' ? [picture.id] : []));
  return {
    pictures,
    imageIds,
    uploading: pictures.some((picture) => picture.state === 'uploading'),
    /** How many more pictures the product may take. */
    room: productImagesMax - pictures.filter((picture) => picture.state !== 'failed').length,
    add,
    remove,
    move,
  };
}

export type ProductPictures = ReturnType<typeof useProductPictures>;
