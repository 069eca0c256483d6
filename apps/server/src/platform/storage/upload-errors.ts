import type { UploadRefusalReason } from './upload-outcome.js';

/** @fastify/multipart's limit errors, by code (its error classes are per instance, so codes are compared). */
const LIMITS: Readonly<Record<string, UploadRefusalReason>> = {
  FST_FILES_LIMIT: 'too-many',
  FST_FIELDS_LIMIT: 'too-many',
  FST_PARTS_LIMIT: 'too-many',
  FST_REQ_FILE_TOO_LARGE: 'too-large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'no-file',
  FST_PROTO_VIOLATION: 'unsafe-name',
};

/** busboy's words for a body that ended or broke before its closing boundary. */
const BROKEN_BODY = [
  'Unexpected end of',
  'terminated early',
  'Malformed',
  'Boundary not found',
  'aborted',
  'premature close',
];

const codeOf = (error: Error): string | undefined =>
  'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * The refusal a multipart failure stands for: a limit passed, not multipart at all, or a body that did not
 * arrive whole (the client cut the connection, or sent a broken form). Undefined: not the client's doing.
 */
export function reasonOfMultipartError(error: unknown): UploadRefusalReason | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = codeOf(error);
  if (code !== undefined && code in LIMITS) return LIMITS[code];
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE')
    return 'cut-off';
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return 'cut-off';
  return BROKEN_BODY.some((words) => error.message.includes(words)) ? 'cut-off' : undefined;
}
