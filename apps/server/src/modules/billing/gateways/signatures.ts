import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha512Hex(secret: string, text: string): string {
  return createHmac('sha512', secret).update(text, 'utf8').digest('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time (case-insensitive); different lengths never match. */
export function sameDigest(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Piastres as the pounds-with-two-decimals text providers sign (12345 → "123.45"). */
export function poundsText(piastres: number): string {
  return `${String(Math.trunc(piastres / 100))}.${String(piastres % 100).padStart(2, '0')}`;
}
