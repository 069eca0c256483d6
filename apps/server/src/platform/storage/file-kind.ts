/** The kinds of document the portal accepts, decided by the file's first bytes, never by its name or header. */
export type FileKind = 'pdf' | 'jpeg' | 'png';

interface KindDescription {
  mediaType: string;
  /** Lower-case extensions a file name of this kind may end with. */
  extensions: readonly string[];
  /** The bytes every file of this kind starts with. */
  magic: Buffer;
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
};

const ALL_KINDS: readonly FileKind[] = ['pdf', 'jpeg', 'png'];

/** The most bytes any kind needs to be recognised. */
export const MAGIC_BYTES = Math.max(...ALL_KINDS.map((kind) => FILE_KINDS[kind].magic.length));

/** The kind whose magic bytes `head` (the file's first bytes) starts with, if any. */
export function kindOfContent(head: Buffer): FileKind | undefined {
  return ALL_KINDS.find((kind) => {
    const magic = FILE_KINDS[kind].magic;
    return head.length >= magic.length && head.subarray(0, magic.length).equals(magic);
  });
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
