import type { EmscriptenFs } from '../db/emscripten-fs';

/**
 * The file as it is, or unzipped when it is gzipped: a host may send a `.gz` as it is
 * (`application/gzip`) or as `Content-Encoding`, which the browser has decoded already.
 */
export async function gunzipped(file: Blob): Promise<Blob> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  if (head[0] !== 0x1f || head[1] !== 0x8b) return file;
  return new Response(file.stream().pipeThrough(new DecompressionStream('gzip'))).blob();
}

async function tarBytes(image: Blob): Promise<Uint8Array> {
  return new Uint8Array(await (await gunzipped(image)).arrayBuffer());
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/\0.*$/s, '');
const octal = (bytes: Uint8Array) => parseInt(text(bytes).trim() || '0', 8);

/** A data directory's folders and files, relative to it, as a tarball holds them. */
export type ImageFiles = ({ path: string } & (
  { folder: true } | { bytes: Uint8Array; mtime: number }
))[];

/**
 * Reads a data-directory tarball (`dumpDataDir`, gzipped or not). Each file's bytes are a view
 * into the tarball, not a copy: copying ~680 files out took about 0.1 s of a first visit's start.
 * A view is copied out only when it is stored in IndexedDB (MockIdbFs's copy), where it would
 * otherwise take the whole tarball with it; a first visit stores only the ~1.5 MB it changed.
 * Needs no PGlite: a start reads the image while PGlite still loads.
 */
export async function readImage(image: Blob): Promise<ImageFiles> {
  const tar = await tarBytes(image);
  const files: ImageFiles = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    const name = text(header.subarray(0, 100));
    if (!name) break; // the two empty records that end the archive
    const size = octal(header.subarray(124, 136));
    const mtime = octal(header.subarray(136, 148)) * 1000;
    const type = String.fromCharCode(header[156] ?? 0);
    const path = name.replace(/^\/+|\/+$/g, '');
    offset += 512;
    if (type === '5') files.push({ path, folder: true });
    else if (type === '0' || type === '\0')
      files.push({ path, bytes: tar.subarray(offset, offset + size), mtime });
    offset += Math.ceil(size / 512) * 512;
  }
  return files;
}

/** Writes an image's files into `dir`: what PGlite's own `loadDataDir` does, without its copies. */
export function writeImage(fs: EmscriptenFs, files: ImageFiles, dir: string): void {
  // Every file names its folder; making each folder once spares Emscripten's EEXIST throws.
  const made = new Set<string>();
  const folder = (path: string) => {
    if (!made.has(path)) fs.mkdirTree(path);
    made.add(path);
  };
  folder(dir);
  for (const file of files) {
    const path = `${dir}/${file.path}`;
    if ('folder' in file) folder(path);
    else {
      folder(path.slice(0, path.lastIndexOf('/')));
      fs.writeFile(path, file.bytes, { canOwn: true });
      fs.utime(path, file.mtime, file.mtime);
    }
  }
}

/** Writes a data-directory tarball into `dir`. */
export async function unpackImage(fs: EmscriptenFs, image: Blob, dir: string): Promise<void> {
  writeImage(fs, await readImage(image), dir);
}
