/** A file or folder of MEMFS, the in-memory file system PGlite's data directory lives in. */
export interface MemfsNode {
  mode: number;
  /** Milliseconds since the epoch. */
  mtime: number;
  /**
   * A folder's entries by name; a file's bytes, of which `usedBytes` are the file's: a Uint8Array,
   * or an Int8Array when MEMFS copied them out of the module's heap (`HEAP8`).
   */
  contents: Record<string, MemfsNode> | Uint8Array | Int8Array | null;
  usedBytes: number;
}

/**
 * The part of Emscripten's file system the mock's own loading and saving use. PGlite types its
 * `Module.FS` through @types/emscripten, which this repository does not install.
 */
export interface EmscriptenFs {
  mkdirTree: (path: string, mode?: number) => void;
  writeFile: (path: string, data: Uint8Array, options?: { canOwn?: boolean }) => void;
  readFile: (path: string, options: { encoding: 'utf8' }) => string;
  symlink: (target: string, path: string) => void;
  chmod: (path: string, mode: number) => void;
  utime: (path: string, atime: number, mtime: number) => void;
  readlink: (path: string) => string;
  lookupPath: (path: string) => { node: MemfsNode };
  isDir: (mode: number) => boolean;
  isLink: (mode: number) => boolean;
  unlink: (path: string) => void;
  rmdir: (path: string) => void;
}

/** The file system of a started PGlite module (see `EmscriptenFs`). */
export const moduleFs = (module: { FS: unknown }) => module.FS as EmscriptenFs;
