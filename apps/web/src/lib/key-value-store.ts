import { Drivers, Storage } from '@ionic/storage';

/** The few operations the session needs; tests use an in-memory map, the app uses Ionic Storage. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Spec §9: the store is named _ionicstorage. */
export const STORE_NAME = '_ionicstorage';

/**
 * Ionic Storage on the web: IndexedDB, then localStorage. The spec's sqlite driver exists only in the
 * native shell; it would be added here (and only here) when that shell is built.
 */
export function createIonicStore(): KeyValueStore {
  const storage = new Storage({ name: STORE_NAME, driverOrder: [Drivers.IndexedDB, Drivers.LocalStorage] });
  const ready = storage.create();
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
