/** The kinds of document the portal accepts, decided by the file's first bytes, never by its name or header. */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp';
/** The kinds a student's document may be (requests, applications); WebP is for staff pictures (guides). */
export type DocumentFileKind = Exclude<FileKind, 'webp'>;

interface KindDescription {
  mediaType: string;
  /** Lower-case extensions a file name of this kind may end with. */
  extensions: readonly string[];
  /** The bytes every file of this kind starts with. */
  magic: Buffer;
  /** Bytes further in that the kind also needs (a RIFF container says what it holds at byte 8). */
  then?: { offset: number; bytes: Buffer };
}

export const FILE_KINDS: Readonly<Record<FileKind, KindDescription>> = {
  pdf: { mediaType: 'application/pdf', extensions: ['.pdf'], magic: Buffer.from('%PDF-', 'latin1') },
  jpeg: {
    mediaType: 'image/jpeg',
    extensions: ['.jpg', '.jpeg'],
    magic: Buffer.from([0xff, 0xd8, 0xff]),
  },
  png: {
    mediaType: 'image/png',
    extensions: ['.png'],
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  webp: {
    mediaType: 'image/webp',
    extensions: ['.webp'],
    magic: Buffer.from('RIFF', 'latin1'),
    then: { offset: 8, bytes: Buffer.from('WEBP', 'latin1') },
  },
};

const ALL_KINDS: readonly FileKind[] = ['pdf', 'jpeg', 'png', 'webp'];

/** The most bytes any kind needs to be recognised. */
export const MAGIC_BYTES = Math.max(
  ...ALL_KINDS.map((kind) => {
    const { magic, then } = FILE_KINDS[kind];
    return then ? then.offset + then.bytes.length : magic.length;
  }),
);

const startsWith = (head: Buffer, bytes: Buffer, offset: number): boolean =>
  head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);

/** The kind whose magic bytes `head` (the file's first bytes) starts with, if any. */
export function kindOfContent(head: Buffer): FileKind | undefined {
  return ALL_KINDS.find((kind) => {
    const { magic, then } = FILE_KINDS[kind];
    return startsWith(head, magic, 0) && (!then || startsWith(head, then.bytes, then.offset));
  });
}

/** Whether `kind` is one of `kinds` (narrowing it to them). */
export function isOneOf<Kind extends FileKind>(kinds: readonly Kind[], kind: FileKind): kind is Kind {
  const allowed: readonly FileKind[] = kinds;
  return allowed.includes(kind);
}

/** Whether the name ends with an extension of `kind` (case-insensitive): `scan.JPG` is a jpeg's name. */
export function nameFitsKind(name: string, kind: FileKind): boolean {
  const lower = name.toLowerCase();
  return FILE_KINDS[kind].extensions.some((extension) => lower.endsWith(extension));
}

/**
 * A name that is safe to keep and to offer back as a download name: no path separator, no `..`, no control
 * or bidirectional-override character, not blank, at most 200 characters.
 */
export function isSafeFileName(name: string): boolean {
  if (name.trim() === '' || name.length > 200) return false;
  if (name.includes('/') || name.includes('\\') || name.includes('..')) return false;
  return !Array.from({ length: name.length }, (_, index) => name.charCodeAt(index)).some((code) => {
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    return control || bidi;
  });
}
