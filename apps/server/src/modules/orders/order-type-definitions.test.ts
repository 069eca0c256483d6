import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getOrderTypeDefinitionsResponse,
  saveOrderTypeResponse,
  type OrderTypeDefinition,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { buildOrder, checklistDocument, OPEN_TO_ALL, textField } from '../../test/orders-factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { definitionProblem } from './order-type-definitions.js';
import { orders, orderTypes } from './schema.js';

const MB = 1_048_576;

const definition = (overrides: Partial<OrderTypeDefinition> = {}): OrderTypeDefinition => ({
  Code: 'enrolment-letter',
  NameEn: 'Enrolment letter',
  NameAr: 'خطاب قيد',
  DescriptionEn: 'Proof that you are enrolled.',
  DescriptionAr: 'إثبات قيدك.',
  Purpose: 'letter',
  Office: 'registrar',
  FeePiastres: 5_000,
  ServiceDays: 3,
  Active: true,
  Fields: [textField()],
  Documents: [checklistDocument()],
  Eligibility: OPEN_TO_ALL,
  ...overrides,
});

const choice = (options: number) =>
  textField({
    Key: 'copies',
    Kind: 'choice',
    Min: null,
    Max: null,
    Options: Array.from({ length: options }, (_, at) => ({
      Value: String(at + 1),
      LabelEn: String(at + 1),
      LabelAr: String(at + 1),
    })),
  });

describe('definitionProblem', () => {
  it.each([
    ['a choice field with one option', { Fields: [choice(1)] }, 'orders.type.choiceOptions'],
    ['two fields with one key', { Fields: [textField(), textField()] }, 'orders.type.fieldKeyTwice'],
    [
      'a field whose minimum is above its maximum',
      { Fields: [textField({ Min: 9, Max: 3 })] },
      'orders.type.minAboveMax',
    ],
    [
      'two documents with one code',
      { Documents: [checklistDocument(), checklistDocument()] },
      'orders.type.documentTwice',
    ],
    [
      'a document larger than uploads take',
      { Documents: [checklistDocument({ MaxBytes: 30 * MB })] },
      'orders.type.documentTooLarge',
    ],
    [
      'a window that closes before it opens',
      { Eligibility: { ...OPEN_TO_ALL, OpensAt: '2026-12-01T00:00:00Z', ClosesAt: '2026-11-01T00:00:00Z' } },
      'orders.type.windowBackwards',
    ],
    [
      'levels upside down',
      { Eligibility: { ...OPEN_TO_ALL, MinLevel: 4, MaxLevel: 2 } },
      'orders.type.levelsBackwards',
    ],
    [
      'a major field on a letter',
      { Fields: [textField({ Key: 'major', Kind: 'major', Min: null, Max: null })] },
      'orders.type.majorFieldElsewhere',
    ],
    [
      'a major declaration without its major field',
      { Purpose: 'major-declaration' as const, Eligibility: { ...OPEN_TO_ALL, OneOpenAtATime: true } },
      'orders.type.declarationShape',
    ],
    [
      'a major declaration that allows several open at once',
      {
        Purpose: 'major-declaration' as const,
        Fields: [textField({ Key: 'major', Kind: 'major', Min: null, Max: null })],
      },
      'orders.type.declarationShape',
    ],
  ])('refuses %s', (_, overrides, id) => {
    expect(definitionProblem(definition(overrides), 20 * MB)?.id).toBe(id);
  });

  it('accepts a sound definition with a two-option choice', () => {
    expect(definitionProblem(definition({ Fields: [textField(), choice(2)] }), 20 * MB)).toBeNull();
  });
});

describe('the request-type editor', () => {
  let subject: TestApp;
  let office: { authorization: string };
  const db = () => subject.database.handle.db;
  const save = (body: object, as = office) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/OrdersOffice/SaveOrderType',
      payload: body,
      headers: as,
    });

  beforeAll(async () => {
    subject = await buildTestApp({ UPLOAD_MAX_BYTES: String(20 * MB) });
    office = await staffAuthorization(
      subject.app,
      await buildStaffMember(db(), { roles: ['student-services'] }),
    );
  });
  afterAll(() => subject.close());

  describe('POST /api/OrdersOffice/SaveOrderType', () => {
    it('creates a type, lists it, and audits it', async () => {
      const saved = envelope(saveOrderTypeResponse).parse((await save(definition())).json());
      expect(saved.ReturnObject).toMatchObject({ Code: 'enrolment-letter', FeePiastres: 5_000 });
      const listed = envelope(getOrderTypeDefinitionsResponse).parse(
        (
          await subject.app.inject({ method: 'GET', url: '/api/OrdersOffice/GetOrderTypes', headers: office })
        ).json(),
      );
      expect(listed.ReturnObject.map((type) => type.Code)).toContain('enrolment-letter');
      const audited = await db().select().from(auditLog).where(eq(auditLog.action, 'order-type-created'));
      expect(audited).toEqual([
        expect.objectContaining({ outcome: 'success', target: 'order type enrolment-letter' }),
      ]);
    });

    it('changes a type without moving requests already filed', async () => {
      const created = envelope(saveOrderTypeResponse).parse(
        (await save(definition({ Code: 'moving-type' }))).json(),
      );
      const id = created.ReturnObject.OrderTypeId;
      const filed = await buildOrder(db(), { orderTypeId: id, state: 'submitted' });
      const changed = envelope(saveOrderTypeResponse).parse(
        (
          await save(
            definition({ OrderTypeId: id, Code: 'moving-type', Office: 'examinations', NameEn: 'Renamed' }),
          )
        ).json(),
      );
      expect(changed.ReturnObject).toMatchObject({ Office: 'examinations', NameEn: 'Renamed' });
      const [order] = await db().select().from(orders).where(eq(orders.id, filed.id));
      expect(order?.office).toBe('registrar');
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'order-type-changed'));
      expect(entry?.details).toMatchObject({ changed: ['NameEn', 'Office'] });
    });

    it('refuses a broken definition, a taken code and an unknown type, changing nothing', async () => {
      const before = await db().select().from(orderTypes);
      const answers = [
        await save(definition({ Code: 'broken-choice', Fields: [choice(1)] })),
        await save(
          definition({ Code: 'big-document', Documents: [checklistDocument({ MaxBytes: 21 * MB })] }),
        ),
        await save(definition({ Code: 'enrolment-letter' })),
        await save(definition({ Code: 'ghost-type', OrderTypeId: 999_999 })),
        await save({ ...definition(), Code: 'Bad Code' }),
      ];
      expect(answers.slice(0, 4).map((answer) => answer.json<{ Status: string }>().Status)).toEqual([
        '422',
        '422',
        '409',
        '404',
      ]);
      expect(answers[4]?.statusCode).toBe(422);
      expect(await db().select().from(orderTypes)).toEqual(before);
      const refusedEntries = await db().select().from(auditLog).where(eq(auditLog.outcome, 'refused'));
      expect(refusedEntries.length).toBeGreaterThanOrEqual(4);
    });

    it('refuses students and other staff roles', async () => {
      const student = await studentAuthorization(subject.app, await buildStudent(db()));
      const registrar = await staffAuthorization(
        subject.app,
        await buildStaffMember(db(), { roles: ['registrar'] }),
      );
      expect((await save(definition({ Code: 'by-student' }), student)).statusCode).toBe(403);
      expect((await save(definition({ Code: 'by-registrar' }), registrar)).statusCode).toBe(403);
      expect(await db().select().from(orderTypes).where(eq(orderTypes.code, 'by-student'))).toEqual([]);
    });
  });
});
