import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FormField, OrderEligibility, OrderTypeDocument } from '@portal/contract';
import {
  orderDocuments,
  orders,
  orderTypes,
  type NewOrderDocumentRow,
  type NewOrderRow,
  type NewOrderTypeRow,
} from '../modules/orders/schema.js';
import { fulfilOrder } from '../modules/orders/fulfilment.js';
import type { Database } from '../platform/db/client.js';
import type { FileStore } from '../platform/storage/file-store.js';
import { buildStudent, buildTerm } from './factories.js';

let counter = 0;
const next = () => (counter += 1);

function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('The insert returned no row');
  return row;
}

/** A free-text field (`reason`, required, 3–500 characters unless overridden). */
export function textField(overrides: Partial<FormField> = {}): FormField {
  return {
    Key: 'reason',
    Kind: 'text',
    LabelEn: 'Reason',
    LabelAr: 'السبب',
    HelpEn: null,
    HelpAr: null,
    Required: true,
    Options: [],
    Min: 3,
    Max: 500,
    ...overrides,
  };
}

/** A checklist document (PDF, JPEG or PNG, one file of up to 5 MB, required unless overridden). */
export function checklistDocument(overrides: Partial<OrderTypeDocument> = {}): OrderTypeDocument {
  return {
    Code: 'medical-report',
    NameEn: 'Medical report',
    NameAr: 'تقرير طبي',
    Required: true,
    Kinds: ['pdf', 'jpeg', 'png'],
    MaxFiles: 1,
    MaxBytes: 5 * 1024 * 1024,
    ...overrides,
  };
}

export const OPEN_TO_ALL: OrderEligibility = {
  MinLevel: null,
  MaxLevel: null,
  OpensAt: null,
  ClosesAt: null,
  OneOpenAtATime: false,
  NotOnProbation: false,
};

/** A free letter type with one text field, no documents, open to every student, registrar's office. */
export async function buildOrderType(db: Database, overrides: Partial<NewOrderTypeRow> = {}) {
  const n = next();
  return only(
    await db
      .insert(orderTypes)
      .values({
        code: `test-letter-${String(n)}-${randomUUID().slice(0, 8)}`,
        nameEn: `Test letter ${String(n)}`,
        nameAr: `خطاب تجريبي ${String(n)}`,
        descriptionEn: 'A letter for a test.',
        descriptionAr: 'خطاب للاختبار.',
        purpose: 'letter',
        office: 'registrar',
        feePiastres: 0,
        serviceDays: 3,
        fields: [textField()],
        documents: [],
        eligibility: OPEN_TO_ALL,
        ...overrides,
      })
      .returning(),
  );
}

/**
 * A request (a draft of a new free letter type, for a new student, unless given). The type's office is
 * copied as filing does; `state` puts it anywhere in its life without walking the moves.
 */
export async function buildOrder(db: Database, overrides: Partial<NewOrderRow> = {}) {
  const type =
    overrides.orderTypeId === undefined
      ? await buildOrderType(db)
      : only(await db.select().from(orderTypes).where(eq(orderTypes.id, overrides.orderTypeId)));
  const studentId = overrides.studentId ?? (await buildStudent(db)).id;
  const termId = overrides.termId ?? (await buildTerm(db)).id;
  return only(
    await db
      .insert(orders)
      .values({
        state: 'draft',
        answers: { reason: 'For my employer.' },
        idempotencyKey: randomUUID(),
        office: type.office,
        ...overrides,
        orderTypeId: type.id,
        studentId,
        termId,
      })
      .returning(),
  );
}

/** An uploaded file of a request (pending review unless given); nothing is put into the file store. */
export async function buildOrderDocument(
  db: Database,
  fields: Pick<NewOrderDocumentRow, 'orderId' | 'studentId'> & Partial<NewOrderDocumentRow>,
) {
  return only(
    await db
      .insert(orderDocuments)
      .values({
        requirementCode: 'medical-report',
        fileKey: `test/${randomUUID()}`,
        kind: 'pdf',
        mediaType: 'application/pdf',
        bytes: 1024,
        sha256: '0'.repeat(64),
        originalName: 'report.pdf',
        ...fields,
      })
      .returning(),
  );
}

/**
 * A request of a letter or transcript type fulfilled as ActOnOrder's `fulfil` does: its PDF issued with a
 * verification code and stored in `files`. Answers the row as it now stands.
 */
export async function buildIssuedOrder(
  db: Database,
  files: FileStore,
  order: Partial<NewOrderRow> & { orderTypeId: number },
) {
  const built = await buildOrder(db, { ...order, state: 'fulfilled' });
  const type = only(await db.select().from(orderTypes).where(eq(orderTypes.id, order.orderTypeId)));
  const outcome = await db.transaction((tx) => fulfilOrder(tx, built, type, 1, new Date(), files));
  if (outcome.kind !== 'fulfilled' || !outcome.issued) throw new Error('No document was issued');
  return only(await db.select().from(orders).where(eq(orders.id, built.id)));
}
