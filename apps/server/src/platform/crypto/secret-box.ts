import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** One AES-256 key of the ring, named so a sealed value says which key opens it. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

/**
 * Encrypts secrets that students are shown (library codes; later Wi-Fi, Moodle and exam credentials), and
 * course-evaluation answers held until their release (modules/evaluation), so a copy of the database alone
 * does not reveal them (DESIGN.md §5). AES-256-GCM with a random 96-bit nonce
 * per value; the row a value belongs to is bound as additional authenticated data, so a value copied
 * into another student's row does not open there.
 */
export interface SecretBox {
  /** The id of the key that seals new values. */
  readonly sealingKeyId: string;
  seal(plaintext: string, context: string): string;
  /** Throws when the value was altered, sealed for another context, or under a key the ring lacks. */
  open(sealed: string, context: string): string;
  /** The same for bytes: a sealed value is exactly as long as its plaintext plus a fixed overhead. */
  sealBytes(plaintext: Uint8Array, context: string): string;
  openBytes(sealed: string, context: string): Buffer;
}

const FORMAT = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;
/** The id of the key kept in the database when none is configured (secret-keys.ts); not for SECRETS_KEYS. */
export const STORED_KEY_ID = 'db';

export class SecretBoxError extends Error {}

/** A ring of keys: the first seals, every one opens what it sealed (rotation without re-encrypting at once). */
export function createSecretBox(keys: readonly SecretKey[]): SecretBox {
  const [sealing] = keys;
  if (!sealing) throw new SecretBoxError('A secret box needs at least one key.');
  const { id: sealingId, key: sealingKey } = sealing;
  const byId = new Map<string, Buffer>();
  for (const { id, key } of keys) {
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new SecretBoxError(`Key id "${id}" is not a short name.`);
    if (key.length !== SECRET_KEY_BYTES) throw new SecretBoxError(`Key "${id}" is not 32 bytes long.`);
    if (byId.has(id)) throw new SecretBoxError(`Key id "${id}" is used twice.`);
    byId.set(id, key);
  }
  function sealBytes(plaintext: Uint8Array, context: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', sealingKey, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return [FORMAT, sealingId, nonce, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }
  function openBytes(sealed: string, context: string): Buffer {
    const [format, keyId = '', nonce = '', tag = '', body = '', ...rest] = sealed.split('.');
    if (format !== FORMAT || rest.length > 0) throw new SecretBoxError('Not a sealed value.');
    const key = byId.get(keyId);
    if (!key) throw new SecretBoxError(`The key "${keyId}" that sealed this value is not configured.`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    } catch {
      throw new SecretBoxError('The sealed value does not open: altered, or sealed for another record.');
    }
  }
  return {
    sealingKeyId: sealingId,
    seal: (plaintext, context) => sealBytes(Buffer.from(plaintext, 'utf8'), context),
    open: (sealed, context) => openBytes(sealed, context).toString('utf8'),
    sealBytes,
    openBytes,
  };
}

/**
 * Parses SECRETS_KEYS: `id:base64key[,id:base64key…]`, the sealing key first. Each key is 32 random bytes
 * in base64 or base64url (`openssl rand -base64 32`). Throws a message naming the problem.
 */
export function parseSecretKeys(text: string): SecretKey[] {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf(':');
      if (separator <= 0) throw new SecretBoxError(`"${entry.slice(0, 12)}…" is not id:key.`);
      const id = entry.slice(0, separator);
      if (id === STORED_KEY_ID) throw new SecretBoxError(`The key id "${STORED_KEY_ID}" is reserved.`);
      const key = Buffer.from(entry.slice(separator + 1), 'base64');
      return { id, key };
    });
  createSecretBox(keys);
  return keys;
}
