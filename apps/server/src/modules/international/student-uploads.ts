import { programUploadFields, type ApplicationDocument, type OrderTypeDocument } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import { RefusedInTransaction, refusable, refused, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { receiveUpload } from '../../platform/storage/receive-upload.js';
import type { UploadRefusal } from '../../platform/storage/upload-outcome.js';
import { uploadRefusalSaid } from '../../platform/storage/upload-refusal-said.js';
import { lockStudent } from '../registration/student-lock.js';
import { documentOf } from './application-views.js';
import type { StudentWrite } from './student-applications.js';
import {
  applicationOfStudent,
  documentsOfApplication,
  insertDocuments,
  modeChecklist,
  programById,
} from './student-queries.js';

const MB = 1024 * 1024;

/** A refusal decided from the fields, before any file is read. */
class UploadDeclined extends Error {
  constructor(readonly refusal: Refused) {
    super('upload declined');
  }
}

/** The standing of one checklist document of an application: its rules and how many more files it takes. */
async function requirementStanding(
  db: Database,
  studentId: number,
  fields: Readonly<Record<string, string>>,
) {
  const asked = programUploadFields.safeParse(fields);
  if (!asked.success) return refused('422', say('international.upload.noApplication'));
  const { ApplicationId: applicationId, RequirementCode: code } = asked.data;
  const application = await applicationOfStudent(db, studentId, applicationId);
  if (!application) return refused('404', say('international.applicationNotFound'));
  if (application.state !== 'draft' && application.state !== 'returned')
    return refused(
      '409',
      say('international.upload.notNow', { state: say(`international.state.${application.state}`) }),
    );
  const program = await programById(db, application.programId);
  const requirement = program
    ? (await modeChecklist(db, program.mode)).find((document) => document.Code === code)
    : undefined;
  if (!requirement) return refused('422', say('international.upload.unknownDocument', { code }));
  const existing = await documentsOfApplication(db, studentId, application.id);
  // A rejected file no longer counts: its replacement takes its place.
  const standing = existing.filter(
    (document) => document.requirementCode === code && document.state !== 'rejected',
  ).length;
  return { kind: 'standing' as const, application, code, requirement, left: requirement.MaxFiles - standing };
}

/** A limit of the requirement the platform stopped a file at, in the requirement's own words. */
function requirementRefusal(
  requirement: OrderTypeDocument,
  left: number,
  reason: UploadRefusal['reason'],
): Said | null {
  const document = { en: requirement.NameEn, ar: requirement.NameAr };
  if (reason === 'too-many')
    return say('orders.upload.tooMany', { document, max: requirement.MaxFiles, left: Math.max(0, left) });
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
 * UploadFiles_New: the files of one checklist document of the student's own application while it is a draft or
 * returned for correction. The fields ApplicationId and RequirementCode come first; the mode's checklist entry
 * — files left of MaxFiles, MaxBytes, Kinds — becomes the upload's rules, so a file is stopped while it streams
 * (with the platform's checks: kind by content, scanning). The standing is checked again under the student's
 * lock before the rows are written; any refusal removes every stored file and writes nothing. Answers the
 * application's files as they now stand.
 */
export async function uploadApplicationFiles(
  app: FastifyInstance,
  request: FastifyRequest,
  write: StudentWrite,
): Promise<{ kind: 'done'; value: ApplicationDocument[] } | Refused> {
  const db = app.database.db;
  let seen: { requirement: OrderTypeDocument; left: number } | undefined;
  let received: Awaited<ReturnType<typeof receiveUpload>>;
  try {
    received = await receiveUpload(
      request,
      app.files,
      async (fields) => {
        const standing = await requirementStanding(db, write.studentId, fields);
        if (standing.kind === 'refused') throw new UploadDeclined(standing);
        seen = standing;
        if (standing.left <= 0)
          throw new UploadDeclined(
            refused(
              '422',
              requirementRefusal(standing.requirement, 0, 'too-many') ?? say('orders.upload.tooManyAny'),
            ),
          );
        return {
          maxFiles: standing.left,
          maxBytesPerFile: standing.requirement.MaxBytes,
          kinds: standing.requirement.Kinds,
        };
      },
      app.virusScanner,
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
  const removeStored = () => Promise.allSettled(files.map((file) => app.files.remove(file.key)));
  let outcome: Awaited<ReturnType<typeof refusable<ApplicationDocument[]>>>;
  try {
    outcome = await refusable(() =>
      db.transaction(async (tx) => {
        await lockStudent(tx, write.studentId);
        // Again under the lock: another tab may have uploaded or submitted since the rules were read.
        const standing = await requirementStanding(tx, write.studentId, fields);
        if (standing.kind === 'refused') throw new RefusedInTransaction(standing.status, standing.message);
        if (files.length > standing.left)
          throw new RefusedInTransaction(
            '422',
            requirementRefusal(standing.requirement, standing.left, 'too-many') ??
              say('orders.upload.tooManyAny'),
          );
        const { application, code } = standing;
        await insertDocuments(
          tx,
          application.id,
          files.map((file) => ({
            applicationId: application.id,
            studentId: write.studentId,
            requirementCode: code,
            fileKey: file.key,
            kind: file.kind,
            mediaType: file.mediaType,
            bytes: file.bytes,
            sha256: file.sha256,
            originalName: file.originalName,
            uploadedAt: write.now,
          })),
          write.now,
        );
        return (await documentsOfApplication(tx, write.studentId, application.id)).map(documentOf);
      }),
    );
  } catch (error) {
    await removeStored();
    throw error;
  }
  if (outcome.kind === 'refused') await removeStored();
  return outcome;
}
