/**
 * A tiny promise wrapper over one IndexedDB object store, used for values that outgrow
 * localStorage (large IDE imports). Every call resolves; failures resolve to null/false.
 */
const DB_NAME = 'devfolio';
const DB_VERSION = 1;
const STORE = 'kv';

let opening: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
  onDone: (request: IDBRequest) => T,
  onFail: T,
): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve) => {
        if (!db) return resolve(onFail);
        try {
          const transaction = db.transaction(STORE, mode);
          const request = action(transaction.objectStore(STORE));
          transaction.oncomplete = () => resolve(onDone(request));
          transaction.onerror = () => resolve(onFail);
          transaction.onabort = () => resolve(onFail);
        } catch {
          resolve(onFail);
        }
      }),
  );
}

export function idbGet(key: string): Promise<unknown> {
  return run<unknown>(
    'readonly',
    (store) => store.get(key),
    (request) => request.result,
    null,
  );
}

export function idbSet(key: string, value: unknown): Promise<boolean> {
  return run(
    'readwrite',
    (store) => store.put(value, key),
    () => true,
    false,
  );
}

export function idbDelete(key: string): Promise<boolean> {
  return run(
    'readwrite',
    (store) => store.delete(key),
    () => true,
    false,
  );
}
