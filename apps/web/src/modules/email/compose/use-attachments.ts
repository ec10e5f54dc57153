import type { EmailAttachment } from '@beacon/contract/email';
import { fileMessages, fileSizeLimits } from '@beacon/contract/files-values';
import { useRef, useState } from 'react';
import { uploadFile } from '../../../lib/files/upload';
import { ApiError } from '../../../lib/http';

/** One file of the mail being written: uploading, stored (with its id) or refused. */
export interface AttachmentItem {
  key: string;
  name: string;
  bytes: number;
  /** The share uploaded, 0 to 1. */
  share: number;
  state: 'uploading' | 'ready' | 'failed';
  /** Why the store refused it: the API's words (or the same words, checked here first). */
  error?: string;
  fileId?: string;
  controller?: AbortController;
}

/** The API's message for a refused upload, or undefined when the failure was not the API's. */
function refusalOf(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  const first = Object.values(failure.fields ?? {}).flat()[0];
  return first ?? (typeof failure.body?.error === 'string' ? failure.body.error : undefined);
}

const isAbort = (failure: unknown) =>
  failure instanceof DOMException && failure.name === 'AbortError';

/** The files a mail already carries (a draft's, a forward's), as items stored already. */
const storedItems = (attachments: readonly EmailAttachment[]): AttachmentItem[] =>
  attachments.flatMap((file) =>
    file.id
      ? [
          {
            key: file.id,
            name: file.fileName,
            bytes: file.bytes ?? 0,
            share: 1,
            state: 'ready' as const,
            fileId: file.id,
          },
        ]
      : [],
  );

/**
 * The composer's files: each upload starts as it is added, with its progress, and may be
 * cancelled (the upload is aborted) or removed. `onChange` hears every change the user makes.
 */
export function useAttachments(initial: readonly EmailAttachment[], onChange: () => void) {
  const [items, setItems] = useState(() => storedItems(initial));
  const next = useRef(0);
  const update = (key: string, patch: Partial<AttachmentItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const upload = (file: File, key: string, controller: AbortController) => {
    uploadFile(file, {
      kind: 'attachment',
      signal: controller.signal,
      onProgress: (share) => update(key, { share }),
    }).then(
      (stored) =>
        update(key, {
          state: 'ready',
          share: 1,
          fileId: stored.id,
          bytes: stored.size,
          controller: undefined,
        }),
      (failure: unknown) => {
        if (isAbort(failure)) return;
        update(key, { state: 'failed', error: refusalOf(failure), controller: undefined });
      },
    );
  };

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    const added = files.map((file) => {
      next.current += 1;
      const key = `new-${next.current}`;
      // A file past the kind's limit is refused here with the API's words, without sending it.
      const tooLarge = file.size > fileSizeLimits.attachment;
      const controller = new AbortController();
      if (!tooLarge) upload(file, key, controller);
      return {
        key,
        name: file.name,
        bytes: file.size,
        share: 0,
        state: tooLarge ? ('failed' as const) : ('uploading' as const),
        error: tooLarge ? fileMessages.tooLarge('attachment') : undefined,
        controller: tooLarge ? undefined : controller,
      };
    });
    setItems((list) => [...list, ...added]);
    onChange();
  };

  const remove = (key: string) => {
    items.find((item) => item.key === key)?.controller?.abort();
    setItems((list) => list.filter((item) => item.key !== key));
    onChange();
  };

  const kept = items.filter((item) => item.state !== 'failed');
  return {
    items,
    add,
    remove,
    /** The stored files' ids, in the order they were added. */
    ids: kept.flatMap((item) => (item.fileId ? [item.fileId] : [])),
    uploading: items.some((item) => item.state === 'uploading'),
    /** What the mail would carry: every file not refused, uploaded or still uploading. */
    totalBytes: kept.reduce((sum, item) => sum + item.bytes, 0),
  };
}
