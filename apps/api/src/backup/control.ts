import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from '../lib/context';

/**
 * The embedded database belongs to the one server process that opened it, so a backup taken while
 * it runs has to come from that process. It answers on a port of its own, bound to 127.0.0.1 (never
 * the public one), to whoever shows the token it writes into DATA_DIR (mode 600): only someone who
 * may read the data folder may copy it.
 */
export interface ControlFile {
  url: string;
  token: string;
  pid: number;
}

export const controlFileOf = (dataDir: string) => join(dataDir, 'control.json');

const digest = (text: string) => createHash('sha256').update(text).digest();

export function readControlFile(dataDir: string): ControlFile | undefined {
  try {
    return JSON.parse(readFileSync(controlFileOf(dataDir), 'utf8')) as ControlFile;
  } catch {
    return undefined;
  }
}

export interface Control {
  close: () => Promise<void>;
}

/** Listens for backup requests; `dump` returns the database's data folder as a gzipped tarball. */
export async function startControl(options: {
  dataDir: string;
  dump: () => Promise<Blob>;
  log: Logger;
}): Promise<Control> {
  const token = randomBytes(32).toString('base64url');
  const expected = digest(`Bearer ${token}`);
  const server: Server = createServer((request, response) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      response.writeHead(401).end();
      return;
    }
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    const started = performance.now();
    options
      .dump()
      .then(async (blob) => {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        response
          .writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length })
          .end(bytes);
        options.log({
          level: 'info',
          msg: 'backup taken',
          bytes: bytes.length,
          ms: Math.round(performance.now() - started),
        });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        options.log({ level: 'error', msg: 'backup failed', error: message });
        response.writeHead(500, { 'content-type': 'text/plain' }).end(message);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const file = controlFileOf(options.dataDir);
  // A file left by a killed server may be readable by others: made anew, never reused.
  rmSync(file, { force: true });
  const content: ControlFile = { url: `http://127.0.0.1:${port}`, token, pid: process.pid };
  writeFileSync(file, JSON.stringify(content), { mode: 0o600, flag: 'wx' });
  const removeFile = () => rmSync(file, { force: true });
  process.on('exit', removeFile);
  return {
    close: () =>
      new Promise((resolve) => {
        removeFile();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
