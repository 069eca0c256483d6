import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getOfficeProgramsResponse, type ProgramDefinition } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../test/factories.js';
import {
  buildApplication,
  buildModeChecklist,
  buildPartner,
  buildProgramWithSeats,
  openEligibility,
  programPlans,
} from '../../test/international-factories.js';
import { checklistDocument } from '../../test/orders-factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { intlModeDocuments, intlPartners, intlPrograms, intlProgramSeats } from './schema.js';

type Headers = { authorization: string };
const DAY = 24 * 3_600_000;
let codes = 0;

describe("the international office's program editor", () => {
  let subject: TestApp;
  let office: Headers;
  let registrar: Headers;
  let student: Headers;
  let termId = 0;
  let partnerIds: number[] = [];

  const db = () => subject.database.handle.db;
  const get = (url: string, as: Headers = office) => subject.app.inject({ method: 'GET', url, headers: as });
  const post = (url: string, payload: object, as: Headers = office) =>
    subject.app.inject({ method: 'POST', url, payload, headers: as });
  const statusOf = (answer: Awaited<ReturnType<typeof post>>) => answer.json<{ Status: string }>().Status;
  const auditOf = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
  const programRow = async (id: number) =>
    (await db().select().from(intlPrograms).where(eq(intlPrograms.id, id)))[0];
  const seatsOf = (id: number) =>
    db().select().from(intlProgramSeats).where(eq(intlProgramSeats.programId, id));

  /** A program as the editor sends it: a new one with a unique code and a seat at each test partner. */
  const definition = (overrides: Partial<ProgramDefinition> = {}): ProgramDefinition => ({
    Code: `SUMMER-${String((codes += 1))}`,
    PageName: 'opet',
    Mode: 'short-program',
    Selection: 'ranked',
    TitleEn: 'Summer school',
    TitleAr: 'مدرسة صيفية',
    IntroEn: 'Four weeks abroad.',
    IntroAr: 'أربعة أسابيع في الخارج.',
    FlyerEn: 'Apply now.',
    FlyerAr: 'قدّم الآن.',
    OpensAt: new Date(Date.now() - DAY).toISOString(),
    ClosesAt: new Date(Date.now() + 20 * DAY).toISOString(),
    MaxChoices: 2,
    FeePiastres: 1_500_000,
    Eligibility: openEligibility({ MinGpa: 2.5 }),
    Seats: partnerIds.map((PartnerId) => ({ PartnerId, TermId: termId, Seats: 3 })),
    Plans: programPlans(),
    Active: true,
    ...overrides,
  });
  const save = async (body: ProgramDefinition, as: Headers = office) => {
    const answer = await post('/api/InternationalOffice/SaveProgram', body, as);
    return answer.json<{ Status: string; Message: string; ReturnObject: { ProgramId: number } | null }>();
  };
  const programCount = async () => (await db().select({ id: intlPrograms.id }).from(intlPrograms)).length;

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db())).id;
    partnerIds = [(await buildPartner(db())).id, (await buildPartner(db())).id];
    office = await staffAuthorization(
      subject.app,
      await buildStaffMember(db(), { roles: ['international-office'] }),
    );
    registrar = await staffAuthorization(subject.app, await buildStaffMember(db(), { roles: ['registrar'] }));
    student = await studentAuthorization(subject.app, await buildStudent(db()));
  });
  afterAll(() => subject.close());

  describe('GET /api/InternationalOffice/GetPrograms', () => {
    it('lists each program with its seats and applications by state, the partners and the checklists', async () => {
      const {
        program,
        termId: term,
        partners,
      } = await buildProgramWithSeats(db(), { partners: 2, seats: 4 });
      await buildApplication(db(), { programId: program.id, termId: term, state: 'submitted' });
      await buildApplication(db(), { programId: program.id, termId: term, state: 'submitted' });
      await buildApplication(db(), { programId: program.id, termId: term, state: 'draft' });
      await buildModeChecklist(db(), 'semester-exchange');
      const body = envelope(getOfficeProgramsResponse).parse(
        (await get('/api/InternationalOffice/GetPrograms')).json(),
      ).ReturnObject;
      const listed = body.Programs.find((one) => one.ProgramId === program.id);
      expect(listed).toMatchObject({
        Code: program.code,
        Mode: 'semester-exchange',
        Applications: { submitted: 2, draft: 1 },
        Plans: programPlans(),
      });
      expect(listed?.Seats).toEqual(
        partners.map((partner) => ({ PartnerId: partner.id, TermId: term, Seats: 4 })),
      );
      expect(body.Partners.map((one) => one.PartnerId)).toEqual(
        expect.arrayContaining([...partnerIds, ...partners.map((one) => one.id)]),
      );
      expect(body.Terms.map((one) => one.TermId)).toEqual(expect.arrayContaining([termId, term]));
      expect(body.Checklists.map((one) => one.Mode)).toEqual([
        'semester-exchange',
        'short-program',
        'clinical-training',
        'conference',
      ]);
      expect(body.Checklists[0]?.Documents.map((one) => one.Code)).toEqual(['passport']);
    });

    it('refuses students and other staff roles', async () => {
      expect((await get('/api/InternationalOffice/GetPrograms', student)).statusCode).toBe(403);
      expect((await get('/api/InternationalOffice/GetPrograms', registrar)).statusCode).toBe(403);
    });
  });

  describe('POST /api/InternationalOffice/SaveProgram', () => {
    it('creates a program with its seats, eligibility and plans, audited', async () => {
      const body = definition();
      const saved = await save(body);
      expect(saved.Status).toBe('200');
      const id = saved.ReturnObject?.ProgramId ?? 0;
      expect(await programRow(id)).toMatchObject({
        code: body.Code,
        pageName: 'opet',
        feePiastres: 1_500_000,
        eligibility: body.Eligibility,
        plans: body.Plans,
      });
      expect((await seatsOf(id)).map((seat) => [seat.partnerId, seat.seats])).toEqual(
        partnerIds.map((partnerId) => [partnerId, 3]),
      );
      const [entry] = await auditOf('intl-program-created');
      expect(entry).toMatchObject({ outcome: 'success', target: `international program ${body.Code}` });
    });

    it('changes a program and replaces its seats', async () => {
      const created = definition();
      const id = (await save(created)).ReturnObject?.ProgramId ?? 0;
      const [first] = partnerIds;
      const changed = await save({
        ...created,
        ProgramId: id,
        TitleEn: 'Summer school 2',
        Seats: [{ PartnerId: first ?? 0, TermId: termId, Seats: 9 }],
      });
      expect(changed).toMatchObject({ Status: '200', ReturnObject: { ProgramId: id } });
      expect((await programRow(id))?.titleEn).toBe('Summer school 2');
      expect((await seatsOf(id)).map((seat) => [seat.partnerId, seat.seats])).toEqual([[first, 9]]);
      const entries = await auditOf('intl-program-changed');
      expect(entries.at(-1)?.details).toMatchObject({ programId: id, changed: ['TitleEn', 'Seats'] });
    });

    const plan = programPlans()[1];
    if (!plan) throw new Error('The factory has a two-installment plan');
    it.each([
      [
        'installments not adding up to 100',
        {
          Plans: [
            {
              ...plan,
              Installments: [
                { Percent: 50, DueDate: '2100-01-15' },
                { Percent: 40, DueDate: '2100-03-15' },
              ],
            },
          ],
        },
        'add up to 90%',
      ],
      [
        'installments due out of order',
        {
          Plans: [
            {
              ...plan,
              Installments: [
                { Percent: 50, DueDate: '2100-03-15' },
                { Percent: 50, DueDate: '2100-01-15' },
              ],
            },
          ],
        },
        'after the one before',
      ],
      ['two plans with one code', { Plans: [plan, { ...plan, NameEn: 'Again' }] }, 'Two plans'],
      [
        'closing before it opens',
        { OpensAt: '2100-02-01T00:00:00Z', ClosesAt: '2100-01-01T00:00:00Z' },
        'open before',
      ],
      [
        'a seat at an unknown partner',
        { Seats: [{ PartnerId: 2_000_000_000, TermId: 1, Seats: 1 }] },
        'no partner university',
      ],
      ['a fee without a plan', { Plans: [] }, 'at least one plan'],
    ] as const)('refuses %s and saves nothing', async (_rule, overrides, words) => {
      const before = await programCount();
      const body = definition(overrides as Partial<ProgramDefinition>);
      const answer = await save(body);
      expect(answer).toMatchObject({ Status: '422', ReturnObject: null });
      expect(answer.Message).toContain(words);
      expect(await programCount()).toBe(before);
      expect((await auditOf('intl-program-created')).some((one) => one.outcome === 'refused')).toBe(true);
    });

    it('refuses a seat in an unknown term, and a change that would break the rules leaves the program as it was', async () => {
      const created = definition();
      const id = (await save(created)).ReturnObject?.ProgramId ?? 0;
      const unknownTerm = await save({
        ...created,
        ProgramId: id,
        TitleEn: 'Changed',
        Seats: [{ PartnerId: partnerIds[0] ?? 0, TermId: 2_000_000_000, Seats: 1 }],
      });
      expect(unknownTerm.Status).toBe('422');
      expect(unknownTerm.Message).toContain('no term');
      expect((await programRow(id))?.titleEn).toBe('Summer school');
      expect(await seatsOf(id)).toHaveLength(partnerIds.length);
    });

    it('refuses seats below the students already holding one at a partner, and changes nothing', async () => {
      const created = definition();
      const id = (await save(created)).ReturnObject?.ProgramId ?? 0;
      const [first = 0, second = 0] = partnerIds;
      for (const state of ['allocated', 'offer-accepted'] as const)
        await buildApplication(db(), { programId: id, termId, state, allocatedPartnerId: first });
      await buildApplication(db(), {
        programId: id,
        termId,
        state: 'offer-declined',
        allocatedPartnerId: second,
      });
      const seatsBefore = await seatsOf(id);

      const below = await save({
        ...created,
        ProgramId: id,
        TitleEn: 'Changed',
        Seats: [
          { PartnerId: first, TermId: termId, Seats: 1 },
          { PartnerId: second, TermId: termId, Seats: 0 },
        ],
      });
      expect(below.Status).toBe('409');
      expect(below.Message).toContain('already has 2 students holding a seat');
      expect(below.Message).toContain('cannot go below 2');
      expect((await programRow(id))?.titleEn).toBe('Summer school');
      expect(await seatsOf(id)).toEqual(seatsBefore);
      const dropped = await save({ ...created, ProgramId: id, Seats: [] });
      expect(dropped.Status).toBe('409');
      expect(await seatsOf(id)).toEqual(seatsBefore);

      // Down to exactly the seats held, and none where a seat was only declined: saved.
      const atHeld = await save({
        ...created,
        ProgramId: id,
        Seats: [{ PartnerId: first, TermId: termId, Seats: 2 }],
      });
      expect(atHeld.Status).toBe('200');
      expect((await seatsOf(id)).map((seat) => [seat.partnerId, seat.seats])).toEqual([[first, 2]]);
    });

    it("refuses another program's code with 409 and changes nothing", async () => {
      const taken = definition();
      await save(taken);
      const before = await programCount();
      const answer = await save(definition({ Code: taken.Code }));
      expect(answer.Status).toBe('409');
      expect(answer.Message).toContain(taken.Code);
      expect(await programCount()).toBe(before);
      const other = definition();
      const otherId = (await save(other)).ReturnObject?.ProgramId ?? 0;
      expect((await save({ ...other, ProgramId: otherId, Code: taken.Code })).Status).toBe('409');
      expect((await programRow(otherId))?.code).toBe(other.Code);
    });

    it('answers 404 for a program that does not exist', async () => {
      const before = await programCount();
      expect((await save(definition({ ProgramId: 2_000_000_000 }))).Status).toBe('404');
      expect(await programCount()).toBe(before);
    });

    it('refuses students and other staff roles and saves nothing', async () => {
      const before = await programCount();
      const body = definition();
      expect((await post('/api/InternationalOffice/SaveProgram', body, student)).statusCode).toBe(403);
      expect((await post('/api/InternationalOffice/SaveProgram', body, registrar)).statusCode).toBe(403);
      expect(await programCount()).toBe(before);
    });
  });

  describe('POST /api/InternationalOffice/SavePartner', () => {
    const partner = (code: string) => ({
      Code: code,
      NameEn: 'Charité',
      NameAr: 'شاريتيه',
      CountryEn: 'Germany',
      CountryAr: 'ألمانيا',
      City: 'Berlin',
    });
    const partnerRow = async (code: string) =>
      db().select().from(intlPartners).where(eq(intlPartners.code, code));

    it('creates and changes a partner, audited', async () => {
      const created = (await post('/api/InternationalOffice/SavePartner', partner('CHARITE'))).json<{
        ReturnObject: { PartnerId: number };
      }>().ReturnObject;
      const changed = await post('/api/InternationalOffice/SavePartner', {
        ...partner('CHARITE'),
        PartnerId: created.PartnerId,
        City: 'Potsdam',
      });
      expect(statusOf(changed)).toBe('200');
      expect(await partnerRow('CHARITE')).toMatchObject([{ id: created.PartnerId, city: 'Potsdam' }]);
      expect((await auditOf('intl-partner-created')).at(-1)?.outcome).toBe('success');
      expect((await auditOf('intl-partner-changed')).at(-1)?.outcome).toBe('success');
    });

    it("refuses another partner's code with 409 and changes nothing", async () => {
      await post('/api/InternationalOffice/SavePartner', partner('KAROLINSKA'));
      const answer = await post('/api/InternationalOffice/SavePartner', {
        ...partner('KAROLINSKA'),
        City: 'Stockholm',
      });
      expect(statusOf(answer)).toBe('409');
      expect(await partnerRow('KAROLINSKA')).toMatchObject([{ city: 'Berlin' }]);
    });

    it('refuses students and other staff roles and saves nothing', async () => {
      expect(
        (await post('/api/InternationalOffice/SavePartner', partner('LEIDEN'), student)).statusCode,
      ).toBe(403);
      expect(
        (await post('/api/InternationalOffice/SavePartner', partner('LEIDEN'), registrar)).statusCode,
      ).toBe(403);
      expect(await partnerRow('LEIDEN')).toEqual([]);
    });
  });

  describe('POST /api/InternationalOffice/SaveModeDocuments', () => {
    const checklistOf = async () =>
      (await db().select().from(intlModeDocuments).where(eq(intlModeDocuments.mode, 'conference')))[0]
        ?.documents;

    it("replaces a mode's checklist, audited", async () => {
      const documents = [checklistDocument({ Code: 'abstract' }), checklistDocument({ Code: 'passport' })];
      const answer = await post('/api/InternationalOffice/SaveModeDocuments', {
        Mode: 'conference',
        Documents: documents,
      });
      expect(answer.json()).toMatchObject({ Status: '200', ReturnObject: { Mode: 'conference' } });
      expect(await checklistOf()).toEqual(documents);
      expect((await auditOf('intl-mode-documents-changed')).at(-1)?.details).toMatchObject({
        after: ['abstract', 'passport'],
      });
    });

    it('refuses two documents with one code and changes nothing', async () => {
      await buildModeChecklist(db(), 'conference');
      const before = await checklistOf();
      const answer = await post('/api/InternationalOffice/SaveModeDocuments', {
        Mode: 'conference',
        Documents: [checklistDocument({ Code: 'cv' }), checklistDocument({ Code: 'cv' })],
      });
      expect(statusOf(answer)).toBe('422');
      expect(await checklistOf()).toEqual(before);
    });

    it('refuses students and other staff roles and changes nothing', async () => {
      await buildModeChecklist(db(), 'conference');
      const before = await checklistOf();
      const body = { Mode: 'conference', Documents: [] };
      expect((await post('/api/InternationalOffice/SaveModeDocuments', body, student)).statusCode).toBe(403);
      expect((await post('/api/InternationalOffice/SaveModeDocuments', body, registrar)).statusCode).toBe(
        403,
      );
      expect(await checklistOf()).toEqual(before);
    });
  });
});
