import { isFileUrl } from '@beacon/contract/files-values';
import { useEffect, useState } from 'react';
import { ApiError, sendSignedIn } from '../http';

// The store's files are read with the session's token (and, in mock mode, from the API in the
// worker), so an <img> cannot point at them: each is fetched once and shown from an object URL.
// A changed picture gets a new file id, so an entry never goes stale.
const loaded = new Map<string, Promise<string>>();

/** The file's bytes as a Blob; throws ApiError (404 when the caller may not read it). */
export async function fetchFile(url: string): Promise<Blob> {
  const response = await sendSignedIn(new Request(new URL(url, window.location.origin)));
  if (!response.ok) throw new ApiError(response.status, undefined);
  return response.blob();
}

/** An object URL of the store's file `url`, fetched once per page. */
export function fileObjectUrl(url: string): Promise<string> {
  let entry = loaded.get(url);
  if (!entry) {
    entry = fetchFile(url).then((blob) => URL.createObjectURL(blob));
    // A failed read may succeed later (a refresh, a new grant): do not keep the failure.
    entry.catch(() => loaded.delete(url));
    loaded.set(url, entry);
  }
  return entry;
}

/**
 * What an <img src> takes for `src`: a store URL becomes an object URL once read (undefined until
 * then, or when it cannot be read, so an Avatar shows its initials); any other URL is returned as
 * it is.
 */
export function useFileSrc(src: string | null | undefined): string | undefined {
  const stored = src ? isFileUrl(src) : false;
  const [resolved, setResolved] = useState<{ src: string; url: string } | null>(null);
  useEffect(() => {
    if (!src || !stored) return;
    let live = true;
    fileObjectUrl(src).then(
      (url) => live && setResolved({ src, url }),
      () => live && setResolved(null),
    );
    return () => {
      live = false;
    };
  }, [src, stored]);
  if (!src) return undefined;
  if (!stored) return src;
  return resolved?.src === src ? resolved.url : undefined;
}
