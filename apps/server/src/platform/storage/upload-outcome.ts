import type { DocumentFileKind, FileKind } from './file-kind.js';

/** What one kind of request accepts. UPLOAD_MAX_BYTES caps maxBytesPerFile whatever a caller asks. */
export interface UploadRules<Kind extends FileKind = DocumentFileKind> {
  maxFiles: number;
  maxBytesPerFile: number;
  kinds: readonly Kind[];
}

/**
 * Rules that depend on the text fields sent before the first file (which request, which document): decided
 * when the first file arrives, so its limits still apply while it streams. May throw the caller's own
 * refusal; receiveUpload cleans up and lets it through.
 */
export type UploadRulesOf<Kind extends FileKind = DocumentFileKind> = (
  fields: Readonly<Record<string, string>>,
) => Promise<UploadRules<Kind>>;

/** A document kept in the FileStore: what the caller records beside its own row. */
export interface StoredFile<Kind extends FileKind = DocumentFileKind> {
  key: string;
  kind: Kind;
  /** From the content's kind, never from what the client declared. */
  mediaType: string;
  bytes: number;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
  /** The name the student's device gave; checked safe, kept for display and the download name. */
  originalName: string;
}

export type UploadRefusalReason =
  | 'empty'
  | 'too-large'
  | 'too-many'
  | 'wrong-kind'
  | 'name-mismatch'
  | 'unsafe-name'
  | 'infected'
  | 'scan-failed'
  | 'cut-off'
  | 'no-file';

export interface UploadRefusal {
  kind: 'refused';
  reason: UploadRefusalReason;
  /** The file the refusal is about, when it is about one. */
  fileName?: string;
}

export type UploadOutcome<Kind extends FileKind = DocumentFileKind> =
  { kind: 'stored'; fields: Record<string, string>; files: StoredFile<Kind>[] } | UploadRefusal;

/** Thrown while a part streams to stop reading it at once; receiveUpload turns it into the refusal. */
export class UploadRefused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(`upload refused: ${refusal.reason}`);
  }
}

export const refusedUpload = (reason: UploadRefusalReason, fileName?: string): UploadRefusal =>
  fileName === undefined ? { kind: 'refused', reason } : { kind: 'refused', reason, fileName };
