import { Drivers, Storage } from '@ionic/storage';
import { isNativeApp } from './platform';

/** The few operations the session needs; tests use an in-memory map, the app uses Ionic Storage. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Spec §9: the store is named _ionicstorage. */
export const STORE_NAME = '_ionicstorage';

/** The name localforage-cordovasqlitedriver registers its driver under. */
export const SQLITE_DRIVER = 'cordovaSQLiteDriver';

/**
 * Spec §9 driver order: sqlite, indexeddb, (websql,) localstorage. WebSQL is gone from browsers, so it is
 * left out. A driver that is not defined or not supported is skipped, so in a browser the store is
 * IndexedDB (localStorage where IndexedDB is blocked).
 */
export const DRIVER_ORDER = [SQLITE_DRIVER, Drivers.IndexedDB, Drivers.LocalStorage];

/**
 * SQLite exists only in the iOS/Android app (the cordova-sqlite-storage plugin, which Capacitor runs);
 * its driver is loaded there only, so browsers never download it.
 */
async function openIonicStorage(): Promise<Storage> {
  const storage = new Storage({ name: STORE_NAME, driverOrder: DRIVER_ORDER });
  if (isNativeApp()) {
    const { default: cordovaSQLiteDriver } = await import('localforage-cordovasqlitedriver');
    await storage.defineDriver(cordovaSQLiteDriver);
  }
  return storage.create();
}

/** Ionic Storage with the spec's name and driver order. */
export function createIonicStore(): KeyValueStore {
  const ready = openIonicStorage();
  return {
    async get(key) {
      const store = await ready;
      const value: unknown = await store.get(key);
      return value;
    },
    async set(key, value) {
      const store = await ready;
      await store.set(key, value);
    },
    async remove(key) {
      const store = await ready;
      await store.remove(key);
    },
  };
}

/** For unit tests and as a fallback: a store that lives in memory. */
export function createMemoryStore(initial: Record<string, unknown> = {}): KeyValueStore & {
  entries: Map<string, unknown>;
} {
  const entries = new Map<string, unknown>(Object.entries(initial));
  return {
    entries,
    get: (key) => Promise.resolve(entries.get(key)),
    set: (key, value) => {
      entries.set(key, value);
      return Promise.resolve();
    },
    remove: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}
