import type { OrderTypeDocument } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/client.js';
import { RefusedInTransaction, refusable, refused, type Refused } from '../http/refused.js';
import { say, type Said } from '../i18n/said.js';
import type { FileStore } from './file-store.js';
import { receiveUpload } from './receive-upload.js';
import type { StoredFile, UploadOutcome, UploadRefusal } from './upload-outcome.js';
import { uploadRefusalSaid } from './upload-refusal-said.js';
import type { VirusScanner } from './virus-scan.js';

const MB = 1024 * 1024;

/** Where one checklist document stands: its entry (MaxFiles, MaxBytes, Kinds) and the files that already count. */
export interface ChecklistStanding {
  kind: 'standing';
  requirement: OrderTypeDocument;
  counted: number;
}

/** What an area's checklist upload brings: where files go, and its own standing, lock and rows. */
export interface ChecklistUpload<Standing extends ChecklistStanding, Answer> {
  db: Database;
  files: FileStore;
  scanner: VirusScanner | undefined;
  /** Whose document it is (the student): the standing's reads and the lock name them. */
  owner: number;
  /** The document the fields name, or the area's refusal: read before the first file and again under the lock. */
  standing: (
    db: Database,
    owner: number,
    fields: Readonly<Record<string, string>>,
  ) => Promise<Standing | Refused>;
  /** Serializes the owner's uploads (two tabs) before the standing is read again. */
  lock: (tx: Transaction, owner: number) => Promise<unknown>;
  /** Writes the stored files' rows and answers what the caller shows, in the same transaction. */
  record: (tx: Transaction, standing: Standing, files: StoredFile[]) => Promise<Answer>;
}

/** The columns every checklist document row keeps of its stored file, beside the area's own keys. */
export function storedFileColumns(file: StoredFile, uploadedAt: Date) {
  const { key, kind, mediaType, bytes, sha256, originalName } = file;
  return { fileKey: key, kind, mediaType, bytes, sha256, originalName, uploadedAt };
}

/** A refusal decided from the fields, before any file is read. */
class UploadDeclined extends Error {
  constructor(readonly refusal: Refused) {
    super('upload declined');
  }
}

function tooMany(requirement: OrderTypeDocument, left: number): Said {
  const document = { en: requirement.NameEn, ar: requirement.NameAr };
  return say('orders.upload.tooMany', { document, max: requirement.MaxFiles, left: Math.max(0, left) });
}

/** A limit of the requirement the platform stopped a file at, in the requirement's own words. */
function requirementRefusal(
  requirement: OrderTypeDocument,
  left: number,
  reason: UploadRefusal['reason'],
): Said | null {
  const document = { en: requirement.NameEn, ar: requirement.NameAr };
  if (reason === 'too-many') return tooMany(requirement, left);
  if (reason === 'too-large')
    return say('orders.upload.tooLarge', {
      document,
      max: Math.floor((requirement.MaxBytes / MB) * 10) / 10,
    });
  if (reason === 'wrong-kind')
    return say('orders.upload.wrongKind', {
      document,
      kinds: { items: requirement.Kinds.map((kind) => kind.toUpperCase()) },
    });
  return null;
}

/**
 * The files of one checklist document: the fields come first and name it; its entry — files left of
 * MaxFiles, MaxBytes, Kinds — becomes the upload's rules, so a file is stopped while it streams (with the
 * platform's checks: kind by content, scanning). The standing is read again under the owner's lock before
 * the rows are written, since another tab may have uploaded or moved the owner on since; any refusal
 * removes every stored file and writes nothing.
 */
export async function uploadChecklistFiles<Standing extends ChecklistStanding, Answer>(
  request: FastifyRequest,
  upload: ChecklistUpload<Standing, Answer>,
): Promise<{ kind: 'done'; value: Answer } | Refused> {
  let seen: { requirement: OrderTypeDocument; left: number } | undefined;
  let received: UploadOutcome;
  try {
    received = await receiveUpload(
      request,
      upload.files,
      async (fields) => {
        const standing = await upload.standing(upload.db, upload.owner, fields);
        if (standing.kind === 'refused') throw new UploadDeclined(standing);
        const { requirement } = standing;
        seen = { requirement, left: requirement.MaxFiles - standing.counted };
        if (seen.left <= 0) throw new UploadDeclined(refused('422', tooMany(requirement, 0)));
        return { maxFiles: seen.left, maxBytesPerFile: requirement.MaxBytes, kinds: requirement.Kinds };
      },
      upload.scanner,
    );
  } catch (error) {
    if (error instanceof UploadDeclined) return error.refusal;
    throw error;
  }
  if (received.kind === 'refused') {
    const specific = seen ? requirementRefusal(seen.requirement, seen.left, received.reason) : null;
    return refused('422', specific ?? uploadRefusalSaid(received));
  }
  const { files, fields } = received;
  const removeStored = () => Promise.allSettled(files.map((file) => upload.files.remove(file.key)));
  let outcome: Awaited<ReturnType<typeof refusable<Answer>>>;
  try {
    outcome = await refusable(() =>
      upload.db.transaction(async (tx) => {
        await upload.lock(tx, upload.owner);
        const standing = await upload.standing(tx, upload.owner, fields);
        if (standing.kind === 'refused') throw new RefusedInTransaction(standing.status, standing.message);
        const left = standing.requirement.MaxFiles - standing.counted;
        if (files.length > left) throw new RefusedInTransaction('422', tooMany(standing.requirement, left));
        return upload.record(tx, standing, files);
      }),
    );
  } catch (error) {
    await removeStored();
    throw error;
  }
  if (outcome.kind === 'refused') await removeStored();
  return outcome;
}
