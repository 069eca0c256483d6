import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, officeApplicationResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import {
  buildApplication,
  buildApplicationDocument,
  buildModeChecklist,
  buildProgramWithSeats,
  type ProgramWithSeats,
} from '../../test/international-factories.js';
import { checklistDocument } from '../../test/orders-factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { messageRecipients, messages } from '../notify/schema.js';
import {
  intlApplicationActions,
  intlApplicationDocuments,
  intlApplications,
  type IntlApplicationRow,
} from './schema.js';

type Headers = { authorization: string };

describe("the international office's decisions", () => {
  let subject: TestApp;
  let office: Headers;
  let registrar: Headers;
  let student: Headers;
  let staffId = 0;
  let exchange: ProgramWithSeats;

  const db = () => subject.database.handle.db;
  const post = (url: string, payload: object, as: Headers = office) =>
    subject.app.inject({ method: 'POST', url, payload, headers: as });
  const statusOf = (answer: Awaited<ReturnType<typeof post>>) => answer.json<{ Status: string }>().Status;
  const auditOf = (action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.staffMemberId, staffId)));
  const applicationRow = async (id: number) =>
    (await db().select().from(intlApplications).where(eq(intlApplications.id, id)))[0];
  const actionsOf = (id: number) =>
    db().select().from(intlApplicationActions).where(eq(intlApplicationActions.applicationId, id));
  const documentsOf = (id: number) =>
    db().select().from(intlApplicationDocuments).where(eq(intlApplicationDocuments.applicationId, id));
  const messagesTo = (studentId: number) =>
    db()
      .select({ body: messages.body })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.studentId, studentId));
  /** An application to the exchange (submitted unless given) by a new student. */
  const applied = async (overrides: Parameters<typeof buildApplication>[1] = {}) => {
    const applicant = await buildStudent(db());
    return buildApplication(db(), {
      programId: exchange.program.id,
      termId: exchange.termId,
      studentId: applicant.id,
      partnerIds: exchange.partners.map((partner) => partner.id),
      state: 'submitted',
      ...overrides,
    });
  };
  /** What an application holds that a refused call must leave as it was. */
  const snapshot = async (application: IntlApplicationRow) => ({
    row: await applicationRow(application.id),
    documents: await documentsOf(application.id),
    actions: await actionsOf(application.id),
    messages: await messagesTo(application.studentId),
  });

  beforeAll(async () => {
    subject = await buildTestApp();
    exchange = await buildProgramWithSeats(db());
    await buildModeChecklist(db(), 'semester-exchange', [
      checklistDocument({ Code: 'passport', NameEn: 'Passport', NameAr: 'جواز السفر' }),
      checklistDocument({ Code: 'transcript', NameEn: 'Transcript', NameAr: 'كشف الدرجات' }),
    ]);
    const clerk = await buildStaffMember(db(), { roles: ['international-office'] });
    staffId = clerk.id;
    office = await staffAuthorization(subject.app, clerk);
    registrar = await staffAuthorization(subject.app, await buildStaffMember(db(), { roles: ['registrar'] }));
    student = await studentAuthorization(subject.app, await buildStudent(db()));
  });
  afterAll(() => subject.close());

  describe('POST /api/InternationalOffice/ReviewApplicationDocument', () => {
    const review = (fields: object, as: Headers = office) =>
      post('/api/InternationalOffice/ReviewApplicationDocument', fields, as);

    it('accepts a file of a submitted application, logs it, bumps the version and audits it', async () => {
      const application = await applied();
      const document = await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: application.studentId,
      });
      const body = envelope(officeApplicationResponse).parse(
        (await review({ DocumentId: document.id, Decision: 'accept', Version: application.version })).json(),
      ).ReturnObject;
      expect(body.Documents).toEqual([
        expect.objectContaining({ DocumentId: document.id, State: 'accepted' }),
      ]);
      expect(body.Version).toBe(application.version + 1);
      expect(await actionsOf(application.id)).toEqual([
        expect.objectContaining({
          action: 'document-accepted',
          actor: 'office',
          staffId,
          comment: 'passport',
        }),
      ]);
      expect((await documentsOf(application.id))[0]).toMatchObject({ reviewedByStaffId: staffId });
      expect((await auditOf('intl-document-accept')).at(-1)).toMatchObject({
        outcome: 'success',
        studentId: application.studentId,
      });
    });

    it('rejects a file with the reason the student will read', async () => {
      const application = await applied();
      const document = await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: application.studentId,
      });
      const body = envelope(officeApplicationResponse).parse(
        (
          await review({
            DocumentId: document.id,
            Decision: 'reject',
            Note: 'The scan is blurred.',
            Version: application.version,
          })
        ).json(),
      ).ReturnObject;
      expect(body.Documents[0]).toMatchObject({ State: 'rejected', ReviewNote: 'The scan is blurred.' });
      expect((await actionsOf(application.id))[0]?.comment).toBe('passport: The scan is blurred.');
    });

    it('refuses a rejection without a note, a stale version, an application not submitted and an unknown file, changing nothing', async () => {
      const application = await applied();
      const document = await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: application.studentId,
      });
      const ranked = await applied({ state: 'ranked', rankPlace: 1 });
      const rankedFile = await buildApplicationDocument(db(), {
        applicationId: ranked.id,
        studentId: ranked.studentId,
      });
      const before = [await snapshot(application), await snapshot(ranked)];
      const answers = [
        await review({
          DocumentId: document.id,
          Decision: 'reject',
          Note: '  ',
          Version: application.version,
        }),
        await review({ DocumentId: document.id, Decision: 'accept', Version: application.version + 1 }),
        await review({ DocumentId: rankedFile.id, Decision: 'accept', Version: ranked.version }),
        await review({ DocumentId: 2_000_000_000, Decision: 'accept', Version: 0 }),
      ];
      expect(answers.map(statusOf)).toEqual(['422', '409', '409', '404']);
      expect(answers[2]?.json<{ Message: string }>().Message).toContain('ranked');
      expect([await snapshot(application), await snapshot(ranked)]).toEqual(before);
      expect((await auditOf('intl-document-reject')).at(-1)).toMatchObject({
        outcome: 'refused',
        studentId: application.studentId,
      });
    });

    it('refuses students and other staff roles and changes nothing', async () => {
      const application = await applied();
      const document = await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: application.studentId,
      });
      const before = await snapshot(application);
      const body = { DocumentId: document.id, Decision: 'accept', Version: application.version };
      expect((await review(body, student)).statusCode).toBe(403);
      expect((await review(body, registrar)).statusCode).toBe(403);
      expect(await snapshot(application)).toEqual(before);
    });
  });

  describe('POST /api/InternationalOffice/ActOnApplication', () => {
    const act = (fields: object, as: Headers = office) =>
      post('/api/InternationalOffice/ActOnApplication', fields, as);

    it('returns an application with a note listing each rejected file and its reason, and tells the student', async () => {
      const application = await applied();
      const file = (fields: Partial<typeof intlApplicationDocuments.$inferInsert>) =>
        buildApplicationDocument(db(), {
          applicationId: application.id,
          studentId: application.studentId,
          ...fields,
        });
      await file({ requirementCode: 'passport', state: 'rejected', reviewNote: 'The scan is blurred.' });
      // A rejected transcript uploaded again: the new file waits, so the old reason is not repeated.
      await file({ requirementCode: 'transcript', state: 'rejected', reviewNote: 'Not stamped.' });
      await file({ requirementCode: 'transcript' });
      const body = envelope(officeApplicationResponse).parse(
        (
          await act({
            ApplicationId: application.id,
            Action: 'return',
            Note: 'Please correct your file.',
            Version: application.version,
          })
        ).json(),
      ).ReturnObject;
      const note = 'Please correct your file.\n- Passport / جواز السفر: The scan is blurred.';
      expect(body).toMatchObject({ State: 'returned', OfficeNote: note, OfficeActions: [] });
      expect(await actionsOf(application.id)).toEqual([
        expect.objectContaining({
          action: 'return',
          actor: 'office',
          staffId,
          fromState: 'submitted',
          toState: 'returned',
          comment: note,
        }),
      ]);
      const told = await messagesTo(application.studentId);
      expect(told).toHaveLength(1);
      expect(told[0]?.body).toContain('Passport / جواز السفر: The scan is blurred.');
      expect((await auditOf('intl-application-return')).at(-1)).toMatchObject({
        outcome: 'success',
        studentId: application.studentId,
      });
    });

    it('nominates an accepted offer to the partner, then records the partner accepting', async () => {
      const [partner] = exchange.partners;
      const application = await applied({ state: 'offer-accepted', allocatedPartnerId: partner?.id ?? null });
      const nominated = envelope(officeApplicationResponse).parse(
        (
          await act({ ApplicationId: application.id, Action: 'nominate', Version: application.version })
        ).json(),
      ).ReturnObject;
      expect(nominated).toMatchObject({
        State: 'nominated',
        OfficeActions: ['partner-accepted', 'partner-refused'],
      });
      const accepted = envelope(officeApplicationResponse).parse(
        (
          await act({ ApplicationId: application.id, Action: 'partner-accepted', Version: nominated.Version })
        ).json(),
      ).ReturnObject;
      expect(accepted).toMatchObject({ State: 'partner-accepted', OfficeActions: ['departed'] });
      const told = await messagesTo(application.studentId);
      expect(told.map((one) => one.body)).toEqual([
        expect.stringContaining(partner?.nameEn ?? 'x'),
        expect.stringContaining(partner?.nameEn ?? 'x'),
      ]);
    });

    it('refuses a return without a note, a stale version, a move not open and an unknown application, changing nothing', async () => {
      const application = await applied();
      await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: application.studentId,
        state: 'rejected',
        reviewNote: 'Expired.',
      });
      const before = await snapshot(application);
      const answers = [
        await act({ ApplicationId: application.id, Action: 'return', Version: application.version }),
        await act({
          ApplicationId: application.id,
          Action: 'return',
          Note: ' ',
          Version: application.version,
        }),
        await act({
          ApplicationId: application.id,
          Action: 'return',
          Note: 'Fix it.',
          Version: application.version + 1,
        }),
        await act({ ApplicationId: application.id, Action: 'nominate', Version: application.version }),
        await act({ ApplicationId: 2_000_000_000, Action: 'nominate', Version: 0 }),
      ];
      expect(answers.map(statusOf)).toEqual(['422', '422', '409', '409', '404']);
      expect(await snapshot(application)).toEqual(before);
      expect((await auditOf('intl-application-return')).at(-1)).toMatchObject({
        outcome: 'refused',
        studentId: application.studentId,
      });
    });

    it('refuses students and other staff roles and changes nothing', async () => {
      const application = await applied();
      const before = await snapshot(application);
      const body = {
        ApplicationId: application.id,
        Action: 'return',
        Note: 'No.',
        Version: application.version,
      };
      expect((await act(body, student)).statusCode).toBe(403);
      expect((await act(body, registrar)).statusCode).toBe(403);
      expect(await snapshot(application)).toEqual(before);
    });
  });
});
