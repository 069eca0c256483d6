import { createHash, randomBytes } from 'node:crypto';

/** A new ticket code: 32 random bytes as base64url (43 characters), what the QR carries. */
export function newTicketCode(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a code: its SHA-256, hex. A forged or altered code hashes to nothing kept. */
export function ticketCodeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
