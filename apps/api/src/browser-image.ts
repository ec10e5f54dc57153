import type { EmscriptenFs } from './db/emscripten-fs';

async function tarBytes(image: Blob): Promise<Uint8Array> {
  const head = new Uint8Array(await image.slice(0, 2).arrayBuffer());
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  const stream = gzipped ? image.stream().pipeThrough(new DecompressionStream('gzip')) : null;
  return new Uint8Array(await (stream ? new Response(stream) : image).arrayBuffer());
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/\0.*$/s, '');
const octal = (bytes: Uint8Array) => parseInt(text(bytes).trim() || '0', 8);

/**
 * Writes a data-directory tarball (`dumpDataDir`, gzipped or not) into `dir`. What PGlite's own
 * `loadDataDir` does, without its copies: the tarball is read once, and each file's bytes are
 * copied once, into a buffer of their own (a view into the tarball would make IndexedDB store the
 * whole tarball with every file).
 */
export async function unpackImage(fs: EmscriptenFs, image: Blob, dir: string): Promise<void> {
  const tar = await tarBytes(image);
  // Every file names its folder; making each folder once spares Emscripten's EEXIST throws.
  const made = new Set<string>();
  const folder = (path: string) => {
    if (!made.has(path)) fs.mkdirTree(path);
    made.add(path);
  };
  folder(dir);
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    const name = text(header.subarray(0, 100));
    if (!name) break; // the two empty records that end the archive
    const size = octal(header.subarray(124, 136));
    const mtime = octal(header.subarray(136, 148)) * 1000;
    const type = String.fromCharCode(header[156] ?? 0);
    const path = `${dir}/${name.replace(/^\/+|\/+$/g, '')}`;
    offset += 512;
    if (type === '5') folder(path);
    else if (type === '0' || type === '\0') {
      folder(path.slice(0, path.lastIndexOf('/')));
      fs.writeFile(path, tar.slice(offset, offset + size), { canOwn: true });
      fs.utime(path, mtime, mtime);
    }
    offset += Math.ceil(size / 512) * 512;
  }
}
