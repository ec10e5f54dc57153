import { IdbFs, MemoryFS } from '@electric-sql/pglite';
import { type ImageFiles, readImage, unpackImage, writeImage } from './image';
import {
  type FileRecord,
  IMAGE_KEY,
  type ImageRecord,
  type Removed,
  STORE,
  type StoredDatabase,
  type StoredRecord,
  pathsOf,
  readStore,
  request,
  storeName,
} from './store';
import { type EmscriptenFs, type MemfsNode, moduleFs } from '../db/emscripten-fs';

/** The seeded database made at build time (mock/seed-image.ts), gzipped or not. */
export type SeedImage = () => Promise<Blob | undefined>;

/** What a start found in IndexedDB, and the files of the image it starts from. */
interface Loaded extends StoredDatabase {
  image: StoredRecord | undefined;
  /** A database of the old layout: every file, no image. */
  whole: boolean;
  /** A new database's image, downloaded. */
  fresh: Blob | undefined;
  files: ImageFiles | undefined;
}

/**
 * The mock's data directory: in memory while PGlite runs, copied to IndexedDB only when the mock
 * asks (`copy`), never by PGlite itself. PGlite copies after every query, reads included, which
 * made every list request wait on IndexedDB (decision 0024).
 *
 * What IndexedDB holds: the seeded image the database started from, as one record (the Blob as
 * downloaded), and every file that differs from it; a visitor's database from before holds every
 * file (Emscripten's IDBFS layout), and still opens. So a first visit stores the image and the ~1 MB
 * its start changed, not ~680 files copied out of memory (~0.5 s of the worker's time, then the
 * sign-in waited for their commit), and a later start reads the image and its changes in one
 * request. A copy takes the caller's lock only while it reads the files in memory; IndexedDB
 * commits after it (Emscripten's IDBFS held the lock until the commit, and read the files one
 * request each).
 */
export class MockIdbFs extends IdbFs {
  readonly #mount: string;
  readonly #image: SeedImage | undefined;
  /** Started before PGlite: what IndexedDB holds, and the image to start from, read. */
  #loading: Promise<Loaded> | undefined;
  #db: IDBDatabase | undefined;
  /** What IndexedDB holds: each path with its modification time (-1: to copy again). */
  #stored: Map<string, number> | null = null;
  /** The files the image holds: removing one is recorded, not just a record deleted. */
  #imagePaths = new Set<string>();
  /** The image of a new database, until a copy has stored it. */
  #newImage: Blob | undefined;
  /** A new database's image on its way to IndexedDB (`#storeImage`): whether it got there. */
  #storing: Promise<boolean> | undefined;

  /**
   * `stored`: the records, when the caller began reading them before PGlite started. Then the
   * image is read too, and a new one stored, while PGlite still downloads and starts.
   */
  constructor(name: string, image?: SeedImage, stored?: Promise<StoredDatabase>) {
    super(name);
    this.#mount = storeName(name);
    this.#image = image;
    this.#loading = stored && this.#load(stored);
    this.#loading?.catch(() => undefined); // reported by initialSyncFs
  }

  /** The records, and the files of the image they start from (the stored one, or a new one). */
  async #load(read: Promise<StoredDatabase>): Promise<Loaded> {
    const { db, records } = await read;
    const image = records.find(([key]) => key === IMAGE_KEY)?.[1];
    const whole = records.some(([key]) => key === `${this.#mount}/PG_VERSION`);
    // A copy is one transaction: an image or a PG_VERSION means a whole database.
    const stored = image && 'image' in image ? image.image : undefined;
    const fresh = stored || whole ? undefined : await this.#image?.();
    if (fresh) this.#storing = this.#storeImage(db, fresh);
    const blob = stored ?? fresh;
    const files = blob && (await readImage(blob));
    return { db, records, image, whole, fresh, files };
  }

  get #fs(): EmscriptenFs {
    if (!this.pg) throw new Error('PGlite has not started');
    return moduleFs(this.pg.Module);
  }

  override async initialSyncFs(): Promise<void> {
    performance.mark('beacon:worker:data-read');
    const { db, records, image, whole, fresh, files } = await (this.#loading ??
      this.#load(readStore(this.#mount)));
    this.#loading = undefined;
    this.#db = db;
    this.#newImage = fresh;
    performance.mark('beacon:worker:data-fetched');
    if (files) {
      writeImage(this.#fs, files, this.#mount);
      this.#imagePaths = new Set(this.#listFiles().keys());
    }
    if (image || whole) this.#restore(records);
    this.#stored = this.#times();
    // Whatever a database without its image or PG_VERSION held is stale: the first copy
    // replaces or removes it (a new image's own transaction removed it already).
    if (!image && !whole && !fresh) for (const [key] of records) this.#stored.set(key, -1);
    performance.mark('beacon:worker:data-ready');
  }

  /**
   * Stores a new database's image while PostgreSQL starts, in place of whatever IndexedDB held:
   * on its own it is a whole database (a reload before the next copy redoes only the start's
   * changes), and the first write's copy, which the sign-in waits for, carries no large Blob.
   */
  #storeImage(db: IDBDatabase, image: Blob): Promise<boolean> {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    store.clear();
    store.put({ image } satisfies ImageRecord, IMAGE_KEY);
    return new Promise((resolve) => {
      transaction.oncomplete = () => resolve(true);
      transaction.onabort = () => resolve(false);
    });
  }

  /** Keys come sorted, so each folder comes before what it holds. */
  #restore(records: StoredDatabase['records']) {
    const fs = this.#fs;
    const removed: string[] = [];
    for (const [path, record] of records) {
      if ('image' in record) continue;
      if ('removed' in record) {
        removed.push(path);
        continue;
      }
      if (fs.isDir(record.mode)) fs.mkdirTree(path, record.mode);
      else if (fs.isLink(record.mode)) fs.symlink(record.link ?? '', path);
      else fs.writeFile(path, record.contents ?? new Uint8Array(0), { canOwn: true });
      fs.chmod(path, record.mode);
      const time = record.timestamp.getTime();
      fs.utime(path, time, time);
    }
    const present = removed.length ? this.#listFiles() : new Map<string, MemfsNode>();
    // Deepest first: a removed folder is empty by the time its turn comes.
    for (const path of removed.reverse()) {
      const mode = present.get(path)?.mode;
      if (mode === undefined) continue;
      if (fs.isDir(mode)) fs.rmdir(path);
      else fs.unlink(path);
    }
  }

  override async syncToFs(): Promise<void> {}

  /**
   * Copies to IndexedDB what changed since the last copy, as one transaction. The files are read
   * inside `lock` (the caller's query lock: no query may change them meanwhile, or the copy would
   * mix two moments); IndexedDB commits after the lock is released, while queries run again.
   * Resolves once the copy is committed.
   */
  async copy(lock: (read: () => Promise<void>) => Promise<void>): Promise<void> {
    const db = this.#db;
    if (!db) throw new Error('the data directory was never read');
    // Every copy waits for the image's own transaction and counts on what it left; the first to
    // learn the outcome acts on it. Had it failed, the image is still to store, and nothing is
    // known of what IndexedDB holds: everything is copied again.
    const storing = this.#storing;
    if (storing) {
      const stored = await storing;
      if (this.#storing === storing) {
        this.#storing = undefined;
        if (stored) this.#newImage = undefined;
        else this.#stored = null;
      }
    }
    if (!this.#stored) {
      // After a failed copy nothing is known of what IndexedDB holds: everything is copied again.
      const keys = await request(db.transaction(STORE).objectStore(STORE).getAllKeys());
      this.#stored = new Map(pathsOf(keys).map((path) => [path, -1]));
      for (const path of this.#imagePaths) this.#stored.set(path, -1);
      this.#stored.delete(IMAGE_KEY);
    }
    let committed = Promise.resolve();
    await lock(() => {
      committed = this.#write(db);
      return Promise.resolve();
    });
    await committed;
  }

  #write(db: IDBDatabase): Promise<void> {
    const stored = this.#stored ?? new Map<string, number>();
    const local = this.#listFiles();
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    const image = this.#newImage;
    if (image) store.put({ image } satisfies ImageRecord, IMAGE_KEY);
    // put() clones its value at once: the copy is of this moment, whenever it commits.
    // Changes are found by modification time, in milliseconds: a file changed in this very
    // millisecond may change again within it, unseen, so it is copied again next time.
    const now = Date.now();
    for (const [path, node] of local)
      if (stored.get(path) !== node.mtime) {
        store.put(this.#record(path, node), path);
        stored.set(path, node.mtime < now ? node.mtime : -1);
      }
    for (const path of stored.keys())
      if (!local.has(path)) {
        if (this.#imagePaths.has(path)) store.put({ removed: true } satisfies Removed, path);
        else store.delete(path);
        stored.delete(path);
      }
    return new Promise((resolve, reject) => {
      transaction.oncomplete = () => {
        if (this.#newImage === image) this.#newImage = undefined;
        resolve();
      };
      transaction.onabort = () => {
        this.#stored = null;
        reject(transaction.error ?? new Error('copying the database to IndexedDB failed'));
      };
    });
  }

  /**
   * Every file and folder under the mount, with its modification time, read from MEMFS's nodes
   * themselves: an `lstat` of each of the ~700 paths (Emscripten's path lookup and normalisation)
   * was two thirds of a copy's time, and a first visit lists the directory four times before its
   * sign-in is answered.
   */
  #listFiles() {
    const fs = this.#fs;
    const files = new Map<string, MemfsNode>();
    const folders: [string, MemfsNode][] = [[this.#mount, fs.lookupPath(this.#mount).node]];
    for (let next = folders.pop(); next !== undefined; next = folders.pop()) {
      const [folder, { contents }] = next;
      if (!contents || ArrayBuffer.isView(contents)) continue;
      for (const [name, node] of Object.entries(contents)) {
        const path = `${folder}/${name}`;
        files.set(path, node);
        if (fs.isDir(node.mode)) folders.push([path, node]);
      }
    }
    return files;
  }

  #times() {
    return new Map([...this.#listFiles()].map(([path, node]) => [path, node.mtime]));
  }

  #record(path: string, { mode, mtime, contents, usedBytes }: MemfsNode): FileRecord {
    const fs = this.#fs;
    const timestamp = new Date(mtime);
    if (fs.isDir(mode)) return { timestamp, mode };
    if (fs.isLink(mode)) return { timestamp, mode, link: fs.readlink(path) };
    const bytes = ArrayBuffer.isView(contents)
      ? new Uint8Array(contents.buffer, contents.byteOffset, usedBytes)
      : new Uint8Array(0);
    // MEMFS grows a file's buffer ahead of its size, and a file from the image is a view into the
    // whole tarball (mock/image.ts): IndexedDB would store a view with its whole buffer.
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return { timestamp, mode, contents: own ? bytes : bytes.slice() };
  }

  override async closeFs(): Promise<void> {
    this.#db?.close();
    await super.closeFs();
  }
}

/** In memory (tests, Node): a new database is written from the seeded image like `MockIdbFs`. */
export class MockMemoryFs extends MemoryFS {
  readonly #image: SeedImage | undefined;

  constructor(image?: SeedImage) {
    super();
    this.#image = image;
  }

  override async initialSyncFs(): Promise<void> {
    const image = await this.#image?.();
    if (image && this.pg) await unpackImage(moduleFs(this.pg.Module), image, '/pglite/data');
  }
}
