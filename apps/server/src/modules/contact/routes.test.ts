import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envelope,
  getUniversityOfficesResponse,
  studentContactCard,
  studentContactDetails as advisingContactDetails,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildCivilRecord, buildOffice } from '../../test/contact-factories.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../test/factories.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { studentAuthorization } from '../../test/sessions.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.js';
import { mailOutbox } from '../../platform/mail/schema.js';
import { students } from '../student/schema.js';
import { personalEmailChanges, studentContactDetails, studentPersonalEmails } from './schema.js';

const anything = envelope(z.unknown());
const card = envelope(studentContactCard);
type Headers = { authorization: string };

const CONTACT = {
  Phone: '+20 100 123 4567',
  Address: '12 Corniche Street, Mansoura',
  EmergencyContactName: 'Mona Adel',
  EmergencyContactPhone: '+20 100 555 0202',
  EmergencyContactRelation: 'Mother',
};

describe('contact', () => {
  let subject: TestApp;
  let smtp: SmtpCapture;
  let student: Awaited<ReturnType<typeof buildStudent>>;
  let other: Awaited<ReturnType<typeof buildStudent>>;
  let headers: Headers;
  let otherHeaders: Headers;
  const db = () => subject.database.handle.db;
  const post = (call: string, payload: Record<string, unknown>, as: Headers = headers) =>
    subject.app.inject({ method: 'POST', url: `/api/Contact/${call}`, headers: as, payload });
  const readCard = async (as: Headers = headers) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Contact/GetStudentContactCard',
      headers: as,
    });
    return card.parse(response.json()).ReturnObject;
  };
  const contactRows = (studentId: number) =>
    db().select().from(studentContactDetails).where(eq(studentContactDetails.studentId, studentId));
  const emailState = async (studentId: number) => ({
    personal: await db()
      .select()
      .from(studentPersonalEmails)
      .where(eq(studentPersonalEmails.studentId, studentId)),
    changes: await db()
      .select()
      .from(personalEmailChanges)
      .where(eq(personalEmailChanges.studentId, studentId))
      .orderBy(personalEmailChanges.id),
  });
  /** Asks for the change, sends the outbox over SMTP and answers the token in the link that arrived. */
  const linkFor = async (email: string, as: Headers = headers): Promise<string> => {
    const asked = card.parse((await post('ChangePersonalEmail', { PersonalEmail: email }, as)).json());
    expect(asked.Status).toBe('200');
    await subject.app.mailOutbox.drain();
    const mail = await smtp.waitFor(
      (received) => received.to !== undefined && JSON.stringify(received.to).includes(email),
    );
    const match = /\/#\/contact\?confirm=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    if (!match?.[1]) throw new Error(`no link in the mail to ${email}`);
    return match[1];
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    subject = await buildTestApp({
      MAIL_SENDER: 'false',
      PUBLIC_URL: 'https://portal.university.example',
      ...smtp.environment,
    });
    await buildTerm(db(), { isCurrent: true });
    student = await buildStudent(db());
    other = await buildStudent(db());
    await buildCivilRecord(db(), student.id);
    headers = await studentAuthorization(subject.app, student);
    otherHeaders = await studentAuthorization(subject.app, other);
  });
  afterAll(async () => {
    await subject.close();
    await smtp.close();
  });

  describe('GET /api/Contact/GetStudentContactCard', () => {
    it("shows the registrar's record read-only beside the data the student keeps", async () => {
      const shown = await readCard();
      expect(shown.Registrar).toMatchObject({
        StudentCode: student.code,
        NameEn: student.nameEn,
        UniversityEmail: student.email,
        NationalId: '30405061201234',
        BirthDate: '2004-05-06',
      });
      expect(shown.PendingPersonalEmail).toBeNull();
    });
  });

  describe('POST /api/Contact/UpdateStudentContact', () => {
    it('saves a new phone number, reads it back, and confirms the data for advising this term', async () => {
      const saved = card.parse((await post('UpdateStudentContact', CONTACT)).json());
      expect(saved.Status).toBe('200');
      const changed = card.parse(
        (await post('UpdateStudentContact', { ...CONTACT, Phone: '+20 111 222 3333' })).json(),
      );
      expect(changed.ReturnObject.Phone).toBe('+20 111 222 3333');
      expect((await readCard()).Phone).toBe('+20 111 222 3333');
      expect(await contactRows(student.id)).toHaveLength(1);
      const advising = envelope(advisingContactDetails).parse(
        (
          await subject.app.inject({ method: 'GET', url: '/api/Portal/GetStudentContactDetails', headers })
        ).json(),
      );
      expect(advising.ReturnObject).toMatchObject({ Phone: '+20 111 222 3333', ConfirmedThisTerm: true });
    });

    it('refuses a field only the registrar changes (422) and changes nothing', async () => {
      const before = await contactRows(student.id);
      const response = await post('UpdateStudentContact', {
        ...CONTACT,
        Phone: '+20 122 000 0000',
        NameEn: 'Someone Else',
      });
      expect(response.statusCode).toBe(422);
      expect(anything.parse(response.json()).Message).toContain('registrar');
      expect(await contactRows(student.id)).toEqual(before);
      const [row] = await db().select().from(students).where(eq(students.id, student.id));
      expect(row?.nameEn).toBe(student.nameEn);
    });

    it.each([
      ['a malformed phone', { Phone: '12ab' }],
      ['a phone of too few digits', { Phone: '+20 12 34' }],
      ['an oversized address', { Address: 'x'.repeat(301) }],
      ['an oversized emergency contact name', { EmergencyContactName: 'x'.repeat(121) }],
      ['the own number as the emergency number', { EmergencyContactPhone: CONTACT.Phone }],
    ])('refuses %s (422) and changes nothing', async (_case, change) => {
      const before = await contactRows(student.id);
      const response = await post('UpdateStudentContact', { ...CONTACT, ...change });
      expect(response.statusCode).toBe(422);
      expect(await contactRows(student.id)).toEqual(before);
    });

    it("another student's code is refused (404) and changes nothing", async () => {
      await post('UpdateStudentContact', CONTACT, otherHeaders);
      const theirs = await contactRows(other.id);
      const response = await post('UpdateStudentContact', {
        ...CONTACT,
        StudentCode: other.code,
        Phone: '+20 155 000 1111',
      });
      expect(response.statusCode).toBe(404);
      expect(await contactRows(other.id)).toEqual(theirs);
    });

    it('refuses staff acting as the student (403) and changes nothing', async () => {
      const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
      const acting = {
        authorization: await impersonationAuthorization(subject.app, db(), registrar, student),
      };
      const before = [await contactRows(student.id), await emailState(student.id)];
      expect(
        (await post('UpdateStudentContact', { ...CONTACT, Phone: '+20 199 999 9999' }, acting)).statusCode,
      ).toBe(403);
      expect(
        (await post('ChangePersonalEmail', { PersonalEmail: 'staff@example.org' }, acting)).statusCode,
      ).toBe(403);
      expect([await contactRows(student.id), await emailState(student.id)]).toEqual(before);
    });
  });

  describe('POST /api/Contact/ChangePersonalEmail and ConfirmPersonalEmail', () => {
    it('sends a link to the new address over SMTP; the link confirms it once', async () => {
      const token = await linkFor('ahmed.personal@example.org');
      const pending = await readCard();
      expect(pending.PersonalEmail).toBeNull();
      expect(pending.PendingPersonalEmail?.Email).toBe('ahmed.personal@example.org');
      const [stored] = (await emailState(student.id)).changes;
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.tokenHash).not.toContain(token);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

      const confirmed = card.parse((await post('ConfirmPersonalEmail', { Token: token })).json());
      expect(confirmed.Status).toBe('200');
      expect(confirmed.ReturnObject).toMatchObject({
        PersonalEmail: 'ahmed.personal@example.org',
        PendingPersonalEmail: null,
      });
    });

    it('refuses a reused link and changes nothing', async () => {
      const token = await linkFor('reuse@example.org');
      expect(card.parse((await post('ConfirmPersonalEmail', { Token: token })).json()).Status).toBe('200');
      const before = await emailState(student.id);
      const again = anything.parse((await post('ConfirmPersonalEmail', { Token: token })).json());
      expect(again.Status).toBe('409');
      expect(again.Message).toContain('already used');
      expect(await emailState(student.id)).toEqual(before);
    });

    it('refuses an expired link and changes nothing', async () => {
      const token = await linkFor('late@example.org');
      await db()
        .update(personalEmailChanges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(personalEmailChanges.email, 'late@example.org'));
      const before = await emailState(student.id);
      const late = anything.parse((await post('ConfirmPersonalEmail', { Token: token })).json());
      expect(late.Status).toBe('409');
      expect(late.Message).toContain('expired');
      expect(await emailState(student.id)).toEqual(before);
      expect((await readCard()).PersonalEmail).toBe('reuse@example.org');
    });

    it("refuses another account's link (404) and changes neither student's email", async () => {
      const token = await linkFor('mine@example.org');
      const before = [await emailState(student.id), await emailState(other.id)];
      const taken = anything.parse(
        (await post('ConfirmPersonalEmail', { Token: token }, otherHeaders)).json(),
      );
      expect(taken.Status).toBe('404');
      expect([await emailState(student.id), await emailState(other.id)]).toEqual(before);
      expect((await readCard()).PendingPersonalEmail?.Email).toBe('mine@example.org');
    });

    it('a second change replaces the pending one: the first link stops working', async () => {
      const first = await linkFor('first@example.org');
      const second = await linkFor('second@example.org');
      const before = await emailState(student.id);
      const old = anything.parse((await post('ConfirmPersonalEmail', { Token: first })).json());
      expect(old.Status).toBe('409');
      expect(await emailState(student.id)).toEqual(before);
      const confirmed = card.parse((await post('ConfirmPersonalEmail', { Token: second })).json());
      expect(confirmed.ReturnObject.PersonalEmail).toBe('second@example.org');
    });

    it('the same address asked twice at once (a double tap) sends one email', async () => {
      await post('ChangePersonalEmail', { PersonalEmail: 'tap@example.org' });
      await post('ChangePersonalEmail', { PersonalEmail: 'tap@example.org' });
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'tap@example.org'));
      expect(mails).toHaveLength(1);
    });

    it.each([
      ['a malformed address', { PersonalEmail: 'not-an-email' }, 422],
      ['an oversized address', { PersonalEmail: `${'a'.repeat(250)}@example.org` }, 422],
      [
        'a field only the registrar changes',
        { PersonalEmail: 'x@example.org', UniversityEmail: 'x@university.edu.eg' },
        422,
      ],
    ])('refuses %s and changes nothing', async (_case, payload, status) => {
      const before = await emailState(student.id);
      expect((await post('ChangePersonalEmail', payload)).statusCode).toBe(status);
      expect(await emailState(student.id)).toEqual(before);
    });

    it('refuses the university email as a personal one and changes nothing', async () => {
      const before = await emailState(student.id);
      const refused = anything.parse(
        (await post('ChangePersonalEmail', { PersonalEmail: student.email })).json(),
      );
      expect(refused.Status).toBe('422');
      expect(await emailState(student.id)).toEqual(before);
    });

    it("another student's code is refused (404) and nothing is sent", async () => {
      const before = [await emailState(other.id), await db().select().from(mailOutbox)];
      const response = await post('ChangePersonalEmail', {
        StudentCode: other.code,
        PersonalEmail: 'intruder@example.org',
      });
      expect(response.statusCode).toBe(404);
      expect([await emailState(other.id), await db().select().from(mailOutbox)]).toEqual(before);
    });
  });

  describe('GET /api/Contact/GetUniversityOffices', () => {
    it("lists the offices from the university's data in the page's order", async () => {
      await buildOffice(db(), { key: 'it-help-desk', nameEn: 'IT Help Desk', position: 2 });
      await buildOffice(db(), { key: 'student-services', nameEn: 'Student Services', position: 1 });
      const response = await subject.app.inject({
        method: 'GET',
        url: '/api/Contact/GetUniversityOffices',
        headers,
      });
      const offices = envelope(getUniversityOfficesResponse).parse(response.json()).ReturnObject.Offices;
      expect(offices.map((office) => office.Key)).toEqual(['student-services', 'it-help-desk']);
      expect(offices[0]?.MapUrl).toMatch(/^https:\/\//);
    });
  });
});
