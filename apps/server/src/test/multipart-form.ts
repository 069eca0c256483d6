import { randomUUID } from 'node:crypto';

export interface FormPart {
  name: string;
  /** Present: a file part. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body built by hand, byte for byte, for tests that need exact control. */
export function multipartForm(parts: readonly FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----portal-test-${randomUUID()}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    pieces.push(typeof part.content === 'string' ? Buffer.from(part.content, 'utf8') : part.content);
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}
