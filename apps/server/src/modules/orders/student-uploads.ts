import { uploadFilesFields, type OrderDocument, type OrderTypeDocument } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import { RefusedInTransaction, refusable, refused, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { receiveUpload } from '../../platform/storage/receive-upload.js';
import type { UploadRefusal } from '../../platform/storage/upload-outcome.js';
import { lockStudent } from '../registration/student-lock.js';
import { documentOf } from './order-views.js';
import { uploadRefusalSaid } from '../../platform/storage/upload-refusal-said.js';
import { documentsOfOrder, insertDocuments, orderOfStudent, orderTypeById } from './queries.js';
import type { StudentWrite } from './student-orders.js';

const MB = 1024 * 1024;

/** A refusal decided from the fields, before any file is read. */
class UploadDeclined extends Error {
  constructor(readonly refusal: Refused) {
    super('upload declined');
  }
}

/** The standing of one checklist document of a request: its rules and how many more files it takes. */
async function requirementStanding(
  db: Database,
  studentId: number,
  fields: Readonly<Record<string, string>>,
) {
  const asked = uploadFilesFields.safeParse(fields);
  if (!asked.success) return refused('422', say('orders.upload.noRequest'));
  const { OrderId: orderId, RequirementCode: code } = asked.data;
  const order = await orderOfStudent(db, studentId, orderId);
  if (!order) return refused('404', say('orders.notFound'));
  if (order.state !== 'draft' && order.state !== 'returned')
    return refused('409', say('orders.upload.notNow', { state: say(`orders.state.${order.state}`) }));
  const type = await orderTypeById(db, order.orderTypeId);
  const requirement = type?.documents.find((document) => document.Code === code);
  if (!requirement) return refused('422', say('orders.upload.unknownDocument', { code }));
  const existing = await documentsOfOrder(db, studentId, order.id);
  // A rejected file no longer counts: its replacement takes its place.
  const standing = existing.filter(
    (document) =>
      document.requirementCode === code && document.state !== 'rejected' && document.fileKey !== null,
  ).length;
  return { kind: 'standing' as const, order, code, requirement, left: requirement.MaxFiles - standing };
}

/** A limit of the requirement the platform stopped a file at, in the requirement's own words. */
function requirementRefusal(
  requirement: OrderTypeDocument,
  left: number,
  refusal: UploadRefusal,
): Said | null {
  const document = { en: requirement.NameEn, ar: requirement.NameAr };
  if (refusal.reason === 'too-many')
    return say('orders.upload.tooMany', { document, max: requirement.MaxFiles, left: Math.max(0, left) });
  if (refusal.reason === 'too-large')
    return say('orders.upload.tooLarge', {
      document,
      max: Math.floor((requirement.MaxBytes / MB) * 10) / 10,
    });
  if (refusal.reason === 'wrong-kind')
    return say('orders.upload.wrongKind', {
      document,
      kinds: { items: requirement.Kinds.map((kind) => kind.toUpperCase()) },
    });
  return null;
}

/**
 * UploadFiles_New: the files of one checklist document of the student's own request, while it is a draft
 * or returned for correction. The fields OrderId and RequirementCode come first; when the first file
 * arrives the requirement's limits — files left of MaxFiles, MaxBytes, Kinds — become the upload's rules,
 * so a file is stopped while it streams (with the platform's checks: kind by content, scanning). The
 * standing is checked again under the student's lock before the rows are written; any refusal removes
 * every stored file and writes nothing. Answers the request's documents as they now stand.
 */
export async function uploadOrderFiles(
  app: FastifyInstance,
  request: FastifyRequest,
  write: StudentWrite,
): Promise<{ kind: 'done'; value: OrderDocument[] } | Refused> {
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
              requirementRefusal(standing.requirement, 0, { kind: 'refused', reason: 'too-many' }) ??
                say('orders.upload.tooManyAny'),
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
    const specific = seen ? requirementRefusal(seen.requirement, seen.left, received) : null;
    return refused('422', specific ?? uploadRefusalSaid(received));
  }
  const files = received.files;
  const removeStored = () => Promise.allSettled(files.map((file) => app.files.remove(file.key)));
  const fields = received.fields;
  let outcome: Awaited<ReturnType<typeof refusable<OrderDocument[]>>>;
  try {
    outcome = await refusable(() =>
      db.transaction(async (tx) => {
        await lockStudent(tx, write.studentId);
        // Again under the lock: another tab may have uploaded or submitted since the rules were read.
        const standing = await requirementStanding(tx, write.studentId, fields);
        if (standing.kind === 'refused') throw new RefusedInTransaction(standing.status, standing.message);
        if (files.length > standing.left) {
          const tooMany = requirementRefusal(standing.requirement, standing.left, {
            kind: 'refused',
            reason: 'too-many',
          });
          throw new RefusedInTransaction('422', tooMany ?? say('orders.upload.tooManyAny'));
        }
        const { order, code } = standing;
        await insertDocuments(
          tx,
          order.id,
          files.map((file) => ({
            orderId: order.id,
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
        return (await documentsOfOrder(tx, write.studentId, order.id)).map(documentOf);
      }),
    );
  } catch (error) {
    await removeStored();
    throw error;
  }
  if (outcome.kind === 'refused') await removeStored();
  return outcome;
}
