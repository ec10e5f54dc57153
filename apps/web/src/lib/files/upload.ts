import type { ErrorReply } from '@beacon/contract/common';
import { type FileKind, type StoredFile, filesPath } from '@beacon/contract/files';
import { ApiError, refreshOnce, sendSignedIn } from '../http';
import { session } from '../session';
import { isMockTransport } from '../transport';

export interface UploadOptions {
  kind: FileKind;
  /** The name the file is stored under (a File's own name when left out). */
  name?: string;
  /** The share sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

const uploadUrl = (kind: FileKind, name: string) =>
  `${filesPath}?${new URLSearchParams({ kind, name }).toString()}`;

function errorOf(status: number, text: string): ApiError {
  try {
    return new ApiError(status, JSON.parse(text) as ErrorReply);
  } catch {
    return new ApiError(status, undefined);
  }
}

/** One try over XMLHttpRequest, the only browser API that reports an upload's progress. */
function sendWithProgress(
  blob: Blob,
  url: string,
  token: string | null,
  options: UploadOptions,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new TypeError('The upload failed: check your connection'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(blob);
  });
}

/**
 * Stores a file in the API's file store and returns its description. Throws ApiError with the
 * API's message on a refusal (400 a bad type, 413 too large or past the quota), or an AbortError
 * when `signal` cancels it.
 */
export async function uploadFile(blob: Blob, options: UploadOptions): Promise<StoredFile> {
  const name = options.name ?? (blob instanceof File ? blob.name : 'file');
  const url = uploadUrl(options.kind, name);
  options.signal?.throwIfAborted();
  let status: number;
  let text: string;
  if (isMockTransport()) {
    // The API runs in this browser: the bytes are handed over at once, there is nothing to watch.
    const response = await sendSignedIn(
      new Request(new URL(url, window.location.origin), {
        method: 'POST',
        body: blob,
        headers: { 'content-type': 'application/octet-stream' },
        signal: options.signal,
      }),
    );
    status = response.status;
    text = await response.text();
  } else {
    ({ status, text } = await sendWithProgress(blob, url, session.get().accessToken, options));
    if (status === 401) {
      const fresh = await refreshOnce();
      if (fresh) ({ status, text } = await sendWithProgress(blob, url, fresh, options));
    }
  }
  if (status < 200 || status >= 300) throw errorOf(status, text);
  options.onProgress?.(1);
  return (JSON.parse(text) as { file: StoredFile }).file;
}
