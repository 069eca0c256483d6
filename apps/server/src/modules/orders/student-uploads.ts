import { uploadFilesFields, type OrderDocument } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { storedFileColumns, uploadChecklistFiles } from '../../platform/storage/checklist-upload.js';
import { lockStudent } from '../registration/student-lock.js';
import { documentOf } from './order-views.js';
import { documentsOfOrder, insertDocuments, orderOfStudent, orderTypeById } from './queries.js';
import type { StudentWrite } from './student-orders.js';

/** The standing of one checklist document of a request: its rules and how many of its files count. */
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
  const counted = existing.filter(
    (document) =>
      document.requirementCode === code && document.state !== 'rejected' && document.fileKey !== null,
  ).length;
  return { kind: 'standing' as const, order, code, requirement, counted };
}

/**
 * UploadFiles_New: the files of one checklist document of the student's own request, while it is a draft
 * or returned for correction, uploaded by the platform's checklist upload (OrderId and RequirementCode
 * come first; the requirement's limits stop a file while it streams; any refusal writes nothing). Answers
 * the request's documents as they now stand.
 */
export function uploadOrderFiles(
  app: FastifyInstance,
  request: FastifyRequest,
  write: StudentWrite,
): Promise<{ kind: 'done'; value: OrderDocument[] } | Refused> {
  return uploadChecklistFiles(request, {
    db: app.database.db,
    files: app.files,
    scanner: app.virusScanner,
    owner: write.studentId,
    standing: requirementStanding,
    lock: lockStudent,
    record: async (tx, { order, code }, files) => {
      await insertDocuments(
        tx,
        order.id,
        files.map((file) => ({
          orderId: order.id,
          studentId: write.studentId,
          requirementCode: code,
          ...storedFileColumns(file, write.now),
        })),
        write.now,
      );
      return (await documentsOfOrder(tx, write.studentId, order.id)).map(documentOf);
    },
  });
}
