/**
 * The mock's IndexedDB: Emscripten's IDBFS layout (one record per file or folder, keyed by its
 * path), kept so that a visitor's existing database opens as it is, plus the records of
 * fs.ts (the seeded image, removed files).
 */
export const STORE = 'FILE_DATA';

/** IDBFS names the database after its mount point, where PGlite mounts `idb://<name>`. */
export const storeName = (name: string) => `/pglite/${name}`;
const VERSION = 21;

/** A file or folder, as Emscripten's IDBFS stores it, keyed by its path. */
export interface FileRecord {
  timestamp: Date;
  mode: number;
  contents?: Uint8Array;
  link?: string;
}
/** A file of the seeded image that was removed since. */
export interface Removed {
  removed: true;
}
/** The seeded image the database started from, under `IMAGE_KEY`. */
export interface ImageRecord {
  image: Blob;
}
export type StoredRecord = FileRecord | Removed | ImageRecord;
export const IMAGE_KEY = '#image';

export const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

/** The keys are the files' paths. */
export const pathsOf = (keys: IDBValidKey[]) => keys.filter((key) => typeof key === 'string');

function openDatabase(name: string): Promise<IDBDatabase> {
  const req = indexedDB.open(name, VERSION);
  req.onupgradeneeded = () => {
    const store = req.result.objectStoreNames.contains(STORE)
      ? req.transaction?.objectStore(STORE)
      : req.result.createObjectStore(STORE);
    if (store && !store.indexNames.contains('timestamp'))
      store.createIndex('timestamp', 'timestamp', { unique: false });
  };
  return request(req);
}

/** What IndexedDB holds for one data directory: its records, keyed by path, in key order. */
export interface StoredDatabase {
  db: IDBDatabase;
  records: [string, StoredRecord][];
}

/** Reads all of a data directory's records in one request (IDBFS reads one file a request). */
export async function readStore(name: string): Promise<StoredDatabase> {
  const db = await openDatabase(name);
  const store = db.transaction(STORE).objectStore(STORE);
  const [keys, values] = await Promise.all([
    request(store.getAllKeys()),
    request(store.getAll() as IDBRequest<StoredRecord[]>),
  ]);
  const records = keys.flatMap((key, i): [string, StoredRecord][] => {
    const record = values[i];
    return typeof key === 'string' && record ? [[key, record]] : [];
  });
  return { db, records };
}
