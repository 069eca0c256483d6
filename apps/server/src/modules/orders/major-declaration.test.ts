import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { envelope, getStudentMajorsResponse, studentCategories, type FormField } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildCourse, buildProgram, buildStaffMember, buildStudent } from '../../test/factories.js';
import { buildOrderType, OPEN_TO_ALL } from '../../test/orders-factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { buildTanseekRound } from '../../test/tanseek-factories.js';
import { planCategories, planCategoryCourses } from '../academic/schema.js';
import { auditLog } from '../audit/schema.js';
import { students } from '../student/schema.js';
import { tanseekOffers } from '../tanseek/schema.js';
import { orders } from './schema.js';

type Headers = { authorization: string };
type Answer = {
  Status: string;
  Message?: string;
  ReturnObject?: { OrderId: number; Version: number; State: string };
};

const MAJOR_FIELD: FormField = {
  Key: 'major',
  Kind: 'major',
  LabelEn: 'Major',
  LabelAr: 'التخصص',
  HelpEn: null,
  HelpAr: null,
  Required: true,
  Options: [],
  Min: null,
  Max: null,
};

describe('major declaration (orders purpose major-declaration)', () => {
  let subject: TestApp;
  let office: Headers;
  let typeId = 0;
  let facultyId = 0;
  let currentId = 0;
  let declarableId = 0;
  let competitiveId = 0;
  let otherFacultyId = 0;

  const db = () => subject.database.handle.db;
  const post = (url: string, payload: object, as: Headers) =>
    subject.app.inject({ method: 'POST', url, payload, headers: as });
  const get = (url: string, as: Headers) => subject.app.inject({ method: 'GET', url, headers: as });
  const programOf = async (id: number) =>
    (await db().select({ programId: students.programId }).from(students).where(eq(students.id, id)))[0]
      ?.programId;
  const ordersOf = (id: number) => db().select().from(orders).where(eq(orders.studentId, id));

  async function newStudent() {
    const row = await buildStudent(db(), { programId: currentId });
    return { row, as: await studentAuthorization(subject.app, row) };
  }
  const save = (as: Headers, programId: number, key = randomUUID()) =>
    post(
      '/api/Orders/SaveStudentOrder',
      { OrderTypeId: typeId, Answers: { major: programId }, IdempotencyKey: key },
      as,
    );
  async function submitted(as: Headers, programId: number) {
    const draft = (await save(as, programId)).json<Answer>().ReturnObject;
    if (!draft) throw new Error('no draft');
    const body = { OrderId: draft.OrderId, Action: 'submit', Version: draft.Version };
    const done = (await post('/api/Orders/UpdateStudentOrder', body, as)).json<Answer>().ReturnObject;
    if (!done) throw new Error('not submitted');
    return done;
  }
  async function act(orderId: number, version: number, action: string, note?: string) {
    const body = { OrderId: orderId, Action: action, Version: version, ...(note ? { Note: note } : {}) };
    return (await post('/api/OrdersOffice/ActOnOrder', body, office)).json<Answer>();
  }
  async function decide(orderId: number, version: number, actions: string[], note?: string) {
    let at = version;
    let last: Answer | undefined;
    for (const action of actions) {
      last = await act(orderId, at, action, note);
      expect(last.Status, last.Message).toBe('200');
      at = last.ReturnObject?.Version ?? at;
    }
    return last;
  }
  const majors = async (as: Headers) =>
    envelope(getStudentMajorsResponse).parse((await get('/api/Orders/GetStudentMajors', as)).json())
      .ReturnObject;

  beforeAll(async () => {
    subject = await buildTestApp();
    const world = await buildTanseekRound(db(), { capacities: [5] });
    facultyId = world.facultyId;
    competitiveId = world.offers[0]?.programId ?? 0;
    currentId = (await buildProgram(db(), { facultyId, code: 'MD-CUR' })).id;
    declarableId = (await buildProgram(db(), { facultyId, code: 'MD-NEW', nameEn: 'Geology' })).id;
    otherFacultyId = (await buildProgram(db())).id;
    const [category] = await db()
      .insert(planCategories)
      .values({
        programId: declarableId,
        code: 'GEO-CORE',
        nameEn: 'Geology core',
        nameAr: 'أساسيات الجيولوجيا',
        requiredCredits: 3,
        sortOrder: 1,
      })
      .returning();
    const course = await buildCourse(db());
    if (!category) throw new Error('no category');
    await db()
      .insert(planCategoryCourses)
      .values({ categoryId: category.id, courseId: course.id, suggestedLevel: 1 });
    typeId = (
      await buildOrderType(db(), {
        purpose: 'major-declaration',
        office: 'registrar',
        fields: [MAJOR_FIELD],
        eligibility: { ...OPEN_TO_ALL, OneOpenAtATime: true },
      })
    ).id;
    office = await staffAuthorization(
      subject.app,
      await buildStaffMember(db(), { roles: ['student-services'] }),
    );
  });
  afterAll(() => subject.close());

  describe('GET /api/Orders/GetStudentMajors', () => {
    it('lists the faculty’s majors, a competitive one with Tanseek as the reason', async () => {
      const { as } = await newStudent();
      const answer = await majors(as);
      expect(answer.Current?.ProgramId).toBe(currentId);
      expect(answer.OrderTypeId).toBe(typeId);
      expect(answer.Eligible).toBe(true);
      const byId = new Map(answer.Majors.map((major) => [major.ProgramId, major]));
      expect(byId.get(declarableId)?.NotDeclarableReason).toBeNull();
      expect(byId.get(competitiveId)).toMatchObject({ Competitive: true });
      expect(byId.get(competitiveId)?.NotDeclarableReason).toContain('Tanseek');
      expect(byId.get(currentId)?.NotDeclarableReason).not.toBeNull();
      expect(byId.has(otherFacultyId)).toBe(false);
      expect(answer.Latest).toBeNull();
    });
  });

  describe('filing, approving and refusing', () => {
    it('moves the student to the declared major when the office fulfils it, audited, and the degree audit follows', async () => {
      const { row, as } = await newStudent();
      const filed = await submitted(as, declarableId);
      expect(filed.State).toBe('submitted');
      expect((await majors(as)).Latest).toMatchObject({ OrderId: filed.OrderId, State: 'submitted' });
      expect((await majors(as)).Eligible).toBe(false);
      const seen = (await get(`/api/OrdersOffice/GetOrder?OrderId=${String(filed.OrderId)}`, office)).json<{
        ReturnObject: { Fields: FormField[] };
      }>();
      expect(seen.ReturnObject.Fields[0]?.Options[0]?.LabelEn).toBe('Geology (MD-NEW)');
      await decide(filed.OrderId, filed.Version, ['start-review', 'approve']);
      expect(await programOf(row.id)).toBe(currentId);
      const [approved] = await db().select().from(orders).where(eq(orders.id, filed.OrderId));
      await decide(filed.OrderId, approved?.version ?? 0, ['fulfil']);
      expect(await programOf(row.id)).toBe(declarableId);
      const audited = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order-major-changed'), eq(auditLog.studentId, row.id)));
      expect(audited).toHaveLength(1);
      expect(audited[0]?.details).toMatchObject({ fromProgramId: currentId, toProgramId: declarableId });
      const plan = envelope(studentCategories).parse(
        (await get('/api/Advising/GetStudentCategories', as)).json(),
      );
      expect(plan.ReturnObject.Categories.map((category) => category.Code)).toEqual(['GEO-CORE']);
      const after = await majors(as);
      expect(after.Current?.ProgramId).toBe(declarableId);
      expect(after.Latest).toMatchObject({ State: 'fulfilled', Major: { ProgramId: declarableId } });
    });

    it('keeps the major when the office refuses, and the student reads the reason', async () => {
      const { row, as } = await newStudent();
      const filed = await submitted(as, declarableId);
      await decide(
        filed.OrderId,
        filed.Version,
        ['start-review', 'reject'],
        'Your GPA is below the department’s 2.0.',
      );
      expect(await programOf(row.id)).toBe(currentId);
      expect((await majors(as)).Latest).toMatchObject({
        State: 'rejected',
        OfficeNote: 'Your GPA is below the department’s 2.0.',
      });
      expect((await majors(as)).Eligible).toBe(true);
    });

    it('refuses a competitive major and writes nothing', async () => {
      const { row, as } = await newStudent();
      const answer = (await save(as, competitiveId)).json<Answer>();
      expect(answer.Status).toBe('422');
      expect(answer.Message).toContain('Tanseek');
      expect(await ordersOf(row.id)).toHaveLength(0);
      expect(await programOf(row.id)).toBe(currentId);
    });

    it('refuses a major of another faculty, and the current major, and writes nothing', async () => {
      const { row, as } = await newStudent();
      expect((await save(as, otherFacultyId)).json<Answer>().Status).toBe('422');
      expect((await save(as, currentId)).json<Answer>().Status).toBe('422');
      expect(await ordersOf(row.id)).toHaveLength(0);
    });

    it('files one request for a double tap, and refuses a second while one is open', async () => {
      const { row, as } = await newStudent();
      const key = randomUUID();
      const first = (await save(as, declarableId, key)).json<Answer>();
      const again = (await save(as, declarableId, key)).json<Answer>();
      expect(again.ReturnObject?.OrderId).toBe(first.ReturnObject?.OrderId);
      expect((await save(as, declarableId)).json<Answer>().Status).toBe('422');
      expect(await ordersOf(row.id)).toHaveLength(1);
    });

    it('refuses fulfilment when Tanseek started offering the major since, and rolls the move back', async () => {
      const { row, as } = await newStudent();
      const late = (await buildProgram(db(), { facultyId })).id;
      const filed = await submitted(as, late);
      await decide(filed.OrderId, filed.Version, ['start-review', 'approve']);
      const world = await buildTanseekRound(db(), { round: { facultyId, number: 2 }, capacities: [] });
      await db()
        .insert(tanseekOffers)
        .values({ roundId: world.round.id, programId: late, kind: 'major', capacity: 3 });
      const [approved] = await db().select().from(orders).where(eq(orders.id, filed.OrderId));
      const refused = await act(filed.OrderId, approved?.version ?? 0, 'fulfil');
      expect(refused.Status).toBe('409');
      expect(await programOf(row.id)).toBe(currentId);
      const [still] = await db().select().from(orders).where(eq(orders.id, filed.OrderId));
      expect(still?.state).toBe('approved');
    });
  });

  it("does not show another student's declaration", async () => {
    const { as } = await newStudent();
    const other = await newStudent();
    const filed = await submitted(other.as, declarableId);
    expect((await majors(as)).Latest).toBeNull();
    const peek = (
      await get(`/api/Orders/GetStudentOrder?OrderId=${String(filed.OrderId)}`, as)
    ).json<Answer>();
    expect(peek.Status).toBe('404');
    const [row] = await db().select().from(orders).where(eq(orders.id, filed.OrderId));
    expect(row?.state).toBe('submitted');
  });
});
