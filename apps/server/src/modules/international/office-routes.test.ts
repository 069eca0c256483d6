import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { envelope, getOfficeApplicationsResponse, officeApplicationResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildRegistration, buildStaffMember, buildStudent, buildTerm } from '../../test/factories.js';
import {
  buildApplication,
  buildApplicationDocument,
  buildPartner,
  buildProgramWithSeats,
  type ProgramWithSeats,
} from '../../test/international-factories.js';
import { TINY_PDF } from '../../test/security/upload-body.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { newFileKey } from '../../platform/storage/file-store.js';
import { terms } from '../academic/schema.js';
import { auditLog } from '../audit/schema.js';

type Headers = { authorization: string };

describe("the international office's applications", () => {
  let subject: TestApp;
  let office: Headers;
  let registrar: Headers;
  let student: Headers;
  let staffId = 0;
  let exchange: ProgramWithSeats;

  const db = () => subject.database.handle.db;
  const get = (url: string, as: Headers = office) => subject.app.inject({ method: 'GET', url, headers: as });
  const auditOf = (action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.staffMemberId, staffId)));
  /** An application to the exchange for its term, by a new student named as given. */
  const applied = async (
    overrides: Parameters<typeof buildApplication>[1] = {},
    student: Parameters<typeof buildStudent>[1] = {},
  ) => {
    const applicant = await buildStudent(db(), student);
    const application = await buildApplication(db(), {
      programId: exchange.program.id,
      termId: exchange.termId,
      studentId: applicant.id,
      partnerIds: exchange.partners.map((partner) => partner.id),
      state: 'submitted',
      ...overrides,
    });
    return { applicant, application };
  };

  beforeAll(async () => {
    subject = await buildTestApp();
    exchange = await buildProgramWithSeats(db(), { program: { feePiastres: 2_000_000 } });
    const clerk = await buildStaffMember(db(), { roles: ['international-office'] });
    staffId = clerk.id;
    office = await staffAuthorization(subject.app, clerk);
    registrar = await staffAuthorization(subject.app, await buildStaffMember(db(), { roles: ['registrar'] }));
    student = await studentAuthorization(subject.app, await buildStudent(db()));
  });
  afterAll(() => subject.close());

  describe('GET /api/InternationalOffice/GetApplications', () => {
    const list = async (query: string) =>
      envelope(getOfficeApplicationsResponse).parse(
        (
          await get(
            `/api/InternationalOffice/GetApplications?ProgramId=${String(exchange.program.id)}${query}`,
          )
        ).json(),
      ).ReturnObject;

    it("lists one program's applications with the student, GPA, files waiting and fee", async () => {
      const ranked = await applied(
        { state: 'ranked', rankPlace: 1, rankedGpa: 3.456 },
        { nameEn: 'Karim Fathy', nameAr: 'كريم فتحي' },
      );
      const waiting = await applied({}, { nameEn: 'Laila Samir', nameAr: 'ليلى سمير' });
      const { application, applicant } = waiting;
      // Not ranked yet: the GPA is the transcript's now.
      await buildRegistration(db(), { studentId: applicant.id, status: 'completed', grade: 'B' });
      await buildApplicationDocument(db(), { applicationId: application.id, studentId: applicant.id });
      await buildApplicationDocument(db(), { applicationId: application.id, studentId: applicant.id });
      await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: applicant.id,
        state: 'accepted',
      });
      await buildApplication(db()); // another program's
      const page = await list('');
      const rows = page.Items.filter((row) =>
        [ranked.application.id, application.id].includes(row.ApplicationId),
      );
      expect(rows).toEqual([
        expect.objectContaining({
          ApplicationId: ranked.application.id,
          StudentCode: ranked.applicant.code,
          StudentNameEn: 'Karim Fathy',
          StudentNameAr: 'كريم فتحي',
          State: 'ranked',
          RankPlace: 1,
          Gpa: 3.456,
          PendingDocuments: 0,
          FeePiastres: 2_000_000,
          PaidPiastres: 0,
        }),
        expect.objectContaining({
          ApplicationId: application.id,
          StudentCode: applicant.code,
          StudentNameEn: 'Laila Samir',
          State: 'submitted',
          Gpa: 3,
          PendingDocuments: 2,
        }),
      ]);
      expect(page.Items.every((row) => row.ProgramId === exchange.program.id)).toBe(true);
    });

    it('filters by state, searches a code or a name, and pages', async () => {
      const returned = await applied({ state: 'returned' }, { nameEn: 'Omar Nabil Returned' });
      const other = await applied({}, { nameEn: 'Someone Else' });
      const ids = async (query: string) => (await list(query)).Items.map((row) => row.ApplicationId);
      expect(await ids('&State=returned')).toEqual([returned.application.id]);
      expect(await ids(`&Search=${returned.applicant.code}`)).toEqual([returned.application.id]);
      expect(await ids('&Search=nabil%20returned')).toEqual([returned.application.id]);
      expect(await ids('&Search=nobody-called-this')).toEqual([]);
      const all = await list('');
      const second = await list('&Page=2&PageSize=1');
      expect(second).toMatchObject({ Total: all.Total, Page: 2, PageSize: 1 });
      expect(second.Items.map((row) => row.ApplicationId)).toEqual([all.Items[1]?.ApplicationId]);
      expect(all.Items.map((row) => row.ApplicationId)).toContain(other.application.id);
    });

    it('answers 404 for a program that does not exist', async () => {
      const answer = await get('/api/InternationalOffice/GetApplications?ProgramId=2000000000');
      expect(answer.json()).toMatchObject({ Status: '404', ReturnObject: null });
    });

    it('refuses students and other staff roles', async () => {
      const url = `/api/InternationalOffice/GetApplications?ProgramId=${String(exchange.program.id)}`;
      expect((await get(url, student)).statusCode).toBe(403);
      expect((await get(url, registrar)).statusCode).toBe(403);
    });
  });

  describe('GET /api/InternationalOffice/GetApplication', () => {
    it('shows the student, choices, files, log and the moves open to the office', async () => {
      const { application, applicant } = await applied({}, { nameEn: 'Mariam Adel', nameAr: 'مريم عادل' });
      await buildApplicationDocument(db(), { applicationId: application.id, studentId: applicant.id });
      const body = envelope(officeApplicationResponse).parse(
        (await get(`/api/InternationalOffice/GetApplication?ApplicationId=${String(application.id)}`)).json(),
      ).ReturnObject;
      expect(body).toMatchObject({
        ApplicationId: application.id,
        StudentCode: applicant.code,
        StudentNameEn: 'Mariam Adel',
        StudentNameAr: 'مريم عادل',
        Gpa: null,
        State: 'submitted',
        Version: application.version,
        Documents: [expect.objectContaining({ RequirementCode: 'passport', State: 'pending' })],
        OfficeActions: ['return'],
      });
      expect(body.Choices.map((choice) => choice.PartnerId)).toEqual(exchange.partners.map((one) => one.id));
    });

    it('offers the moves of each state', async () => {
      const view = async (state: Parameters<typeof applied>[0]) => {
        const { application } = await applied(state);
        return envelope(officeApplicationResponse).parse(
          (
            await get(`/api/InternationalOffice/GetApplication?ApplicationId=${String(application.id)}`)
          ).json(),
        ).ReturnObject.OfficeActions;
      };
      expect(await view({ state: 'offer-accepted' })).toEqual(['nominate']);
      expect(await view({ state: 'nominated' })).toEqual(['partner-accepted', 'partner-refused']);
      expect(await view({ state: 'allocated' })).toEqual([]);
    });

    it('answers 404 for an application that does not exist, and refuses students and other roles', async () => {
      const missing = await get('/api/InternationalOffice/GetApplication?ApplicationId=2000000000');
      expect(missing.json()).toMatchObject({ Status: '404', ReturnObject: null });
      const { application } = await applied();
      const url = `/api/InternationalOffice/GetApplication?ApplicationId=${String(application.id)}`;
      expect((await get(url, student)).statusCode).toBe(403);
      expect((await get(url, registrar)).statusCode).toBe(403);
    });
  });

  describe('GET /api/InternationalOffice/GetApplicationDocument', () => {
    it("streams any application's file and records each opening", async () => {
      const { application, applicant } = await applied();
      const key = newFileKey();
      await subject.app.files.put(key, Readable.from([TINY_PDF]), TINY_PDF.length, 'application/pdf');
      const document = await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: applicant.id,
        fileKey: key,
        bytes: TINY_PDF.length,
      });
      const url = `/api/InternationalOffice/GetApplicationDocument?DocumentId=${String(document.id)}`;
      const answers = [await get(url), await get(url)];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('application/pdf');
        expect(answer.rawPayload.equals(TINY_PDF)).toBe(true);
      }
      const opened = (await auditOf('intl-document-opened')).filter(
        (entry) =>
          entry.target ===
          `international application ${String(application.id)} document ${String(document.id)}`,
      );
      expect(opened).toHaveLength(2);
      expect(opened[0]).toMatchObject({ studentId: applicant.id, outcome: 'success' });
    });

    it('answers 404 for an unknown file, and refuses students and other roles without opening it', async () => {
      const { application, applicant } = await applied();
      const document = await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: applicant.id,
      });
      expect(
        (await get('/api/InternationalOffice/GetApplicationDocument?DocumentId=2000000000')).statusCode,
      ).toBe(404);
      const url = `/api/InternationalOffice/GetApplicationDocument?DocumentId=${String(document.id)}`;
      expect((await get(url, student)).statusCode).toBe(403);
      expect((await get(url, registrar)).statusCode).toBe(403);
      const opened = await db().select().from(auditLog).where(eq(auditLog.action, 'intl-document-opened'));
      expect(opened.filter((entry) => entry.studentId === applicant.id)).toEqual([]);
    });
  });

  describe('GET /api/InternationalOffice/GetNominations', () => {
    it("lists the term's accepted offers and later by partner as CSV, formulas defused", async () => {
      const { program, termId } = await buildProgramWithSeats(db(), { partners: 0 });
      const charite = await buildPartner(db(), { code: 'NOM-A', nameEn: 'Charité' });
      const leiden = await buildPartner(db(), { code: 'NOM-B', nameEn: '@Leiden' });
      const nominee = async (
        overrides: Parameters<typeof buildApplication>[1],
        named: Parameters<typeof buildStudent>[1],
      ) => {
        const applicant = await buildStudent(db(), named);
        await buildApplication(db(), {
          programId: program.id,
          termId,
          studentId: applicant.id,
          ...overrides,
        });
      };
      await nominee(
        { state: 'nominated', allocatedPartnerId: leiden.id, rankedGpa: 3.5, rankPlace: 2 },
        {
          code: '2100-90003',
          nameEn: '=HYPERLINK("http://evil.example","Click")',
          nameAr: 'سارة',
          email: 'sara@test.edu.eg',
        },
      );
      await nominee(
        { state: 'offer-accepted', allocatedPartnerId: charite.id, rankedGpa: 3.9, rankPlace: 1 },
        { code: '2100-90001', nameEn: 'Ali, Hassan', nameAr: 'علي حسن', email: '-ali@test.edu.eg' },
      );
      await nominee(
        { state: 'departed', allocatedPartnerId: charite.id, rankedGpa: 3.25, rankPlace: 3 },
        { code: '2100-90002', nameEn: 'Nour Tarek', nameAr: 'نور طارق', email: 'nour@test.edu.eg' },
      );
      await nominee({ state: 'allocated', allocatedPartnerId: charite.id }, {}); // not accepted yet
      await nominee({ state: 'offer-declined', allocatedPartnerId: charite.id }, {});
      await nominee({ state: 'submitted' }, {});
      await buildApplication(db(), {
        programId: program.id,
        termId: (await buildTerm(db())).id,
        state: 'nominated',
        allocatedPartnerId: charite.id,
      });
      const answer = await get(
        `/api/InternationalOffice/GetNominations?ProgramId=${String(program.id)}&TermId=${String(termId)}`,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="nominations-${String(program.id)}-${String(termId)}.csv"`,
      );
      const [term] = await db().select().from(terms).where(eq(terms.id, termId));
      const tail = `${program.code},${term?.code ?? ''}`;
      expect(answer.body.split('\r\n')).toEqual([
        'partner_code,partner_name,student_code,student_name_en,student_name_ar,email,program,term,gpa,state',
        `NOM-A,Charité,2100-90001,"Ali, Hassan",علي حسن,'-ali@test.edu.eg,${tail},3.90,offer-accepted`,
        `NOM-A,Charité,2100-90002,Nour Tarek,نور طارق,nour@test.edu.eg,${tail},3.25,departed`,
        `NOM-B,'@Leiden,2100-90003,"'=HYPERLINK(""http://evil.example"",""Click"")",سارة,sara@test.edu.eg,${tail},3.50,nominated`,
        '',
      ]);
      expect((await auditOf('intl-nominations-exported')).at(-1)).toMatchObject({
        outcome: 'success',
        details: { rows: 3 },
      });
    });

    it('refuses students and other staff roles', async () => {
      const url = `/api/InternationalOffice/GetNominations?ProgramId=${String(exchange.program.id)}&TermId=${String(exchange.termId)}`;
      expect((await get(url, student)).statusCode).toBe(403);
      expect((await get(url, registrar)).statusCode).toBe(403);
    });

    it('answers a header alone for a term without nominations', async () => {
      const empty = await buildProgramWithSeats(db(), { partners: 0 });
      const answer = await get(
        `/api/InternationalOffice/GetNominations?ProgramId=${String(empty.program.id)}&TermId=${String(empty.termId)}`,
      );
      expect(answer.body.split('\r\n')).toEqual([expect.stringMatching(/^partner_code,/), '']);
    });
  });
});
