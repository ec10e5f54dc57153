import type { FileKind, StoredFile } from '@beacon/contract/files';
import sharp from 'sharp';
import type { useTestApp } from '../../test/harness';

type TestApp = ReturnType<typeof useTestApp>;

export interface UploadReply {
  status: number;
  file: StoredFile;
  error: unknown;
}

/** POSTs raw bytes as the web's upload does. */
export async function upload(
  t: TestApp,
  token: string | undefined,
  kind: FileKind,
  name: string,
  bytes: Uint8Array,
): Promise<UploadReply> {
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  const reply = await t.app.fetch(
    new Request(`http://test/api/files?${new URLSearchParams({ kind, name }).toString()}`, {
      method: 'POST',
      headers,
      body: bytes as Uint8Array<ArrayBuffer>,
    }),
  );
  const body = (await reply.json()) as { file: StoredFile; error: unknown };
  return { status: reply.status, file: body.file, error: body.error };
}

/** GETs a store URL; the reply's bytes and headers. */
export async function download(
  t: TestApp,
  token: string | undefined,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
  const sent: Record<string, string> = { ...headers };
  if (token) sent.authorization = `Bearer ${token}`;
  const reply = await t.app.fetch(new Request(`http://test${url}`, { headers: sent }));
  return {
    status: reply.status,
    bytes: new Uint8Array(await reply.arrayBuffer()),
    headers: reply.headers,
  };
}

export const randomBytes = (size: number) => {
  const bytes = new Uint8Array(size);
  // getRandomValues fills at most 64 kB at a time.
  for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(bytes.subarray(at, at + 65_536));
  // Starts like no known format, so the sniffer calls it unknown.
  bytes.set([0, 0, 0, 0], 0);
  return bytes;
};

export async function png(width = 640, height = 480): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer(),
  );
}

/**
 * An 800 × 600 JPEG carrying EXIF as a phone's photo does: the camera's maker, and an orientation
 * that says to show it turned a quarter (600 × 800).
 */
export async function jpegWithExif(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#cc6633' } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Make: 'SecretCam', Copyright: 'Somebody' } },
      })
      .toBuffer(),
  );
}

export const htmlPage = new TextEncoder().encode(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** A three-frame animated GIF, 60 × 40. */
export async function animatedGif(): Promise<Uint8Array> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width: 60, height: 40, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  );
  return new Uint8Array(
    await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100, 100] })
      .toBuffer(),
  );
}
