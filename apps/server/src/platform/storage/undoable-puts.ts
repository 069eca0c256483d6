import type { FileStore } from './file-store.js';

/**
 * A store whose puts can be taken back: for files written inside a database transaction (a letter issued
 * while a request is fulfilled), which a rollback would otherwise leave stored with no row naming them.
 * A put that fails part-way is noted too, so whatever it left is removed with the rest.
 */
export function undoablePuts(files: FileStore): { files: FileStore; undo(): Promise<void> } {
  const written: string[] = [];
  return {
    files: {
      put: (key, source, bytes, mediaType) => {
        written.push(key);
        return files.put(key, source, bytes, mediaType);
      },
      open: (key) => files.open(key),
      remove: (key) => files.remove(key),
      exists: (key) => files.exists(key),
    },
    async undo() {
      await Promise.allSettled(written.splice(0).map((key) => files.remove(key)));
    },
  };
}
