import type { FastifyReply } from 'fastify';
import type { FileStore } from './file-store.js';

export interface StoredDownload {
  key: string;
  mediaType: string;
  /** The name offered to the browser (the student's original name, or one the caller makes up). */
  downloadName: string;
}

/** RFC 5987 `value-chars`: percent-encoded UTF-8, with the characters encodeURIComponent leaves alone too. */
const rfc5987 = (text: string): string =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A plain-ASCII name for clients that ignore `filename*`: anything else becomes `_`. */
const asciiFallback = (text: string): string => text.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** `attachment; filename="…"; filename*=UTF-8''…` for a name in any language. */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}

/**
 * Streams a stored document as a download: its own media type, never sniffed by the browser into
 * something else, never kept by a shared or browser cache. A missing object throws FileNotFoundError
 * before any header is written, so the caller can still answer 404.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  files: FileStore,
  stored: StoredDownload,
): Promise<FastifyReply> {
  const body = await files.open(stored.key);
  return reply
    .header('content-type', stored.mediaType)
    .header('content-disposition', attachmentDisposition(stored.downloadName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
