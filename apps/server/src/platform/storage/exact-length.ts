import { Transform } from 'node:stream';
import { FileLengthError } from './file-store.js';

/**
 * Passes bytes through and fails the stream as soon as more than `bytes` arrive, or at the end when fewer
 * did: a store never keeps a source whose length differs from the one it was told.
 */
export function exactLength(bytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > bytes) done(new FileLengthError(bytes, seen));
      else done(null, chunk);
    },
    flush(done) {
      done(seen === bytes ? null : new FileLengthError(bytes, seen));
    },
  });
}
