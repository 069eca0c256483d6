import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { studentIdentities } from '../../modules/account/schema.js';
import { announcements } from '../../modules/announcement/schema.js';
import { auditLog } from '../../modules/audit/schema.js';
import { messageRecipients, messages, pushSubscriptions } from '../../modules/notify/schema.js';
import { impersonations } from '../../modules/staff/schema.js';
import type { Database } from '../../platform/db/client.js';
import { eq } from 'drizzle-orm';
import { sections, terms } from '../../modules/academic/schema.js';
import { billingInvoices, billingPayments } from '../../modules/billing/schema.js';
import { newPaymentReference } from '../../modules/billing/payment-reference.js';
import { raiseCharge } from '../../modules/billing/service.js';
import { issueCredential } from '../../modules/credentials/service.js';
import { issueLibraryCode } from '../../modules/library/service.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import {
  buildCourse,
  buildExam,
  buildExamSeat,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
  buildWithheldGrade,
} from '../factories.js';
import { buildOrder, buildOrderDocument } from '../orders-factories.js';
import { buildApplication, buildApplicationDocument, buildIntlProgram } from '../international-factories.js';
import { buildSstpApplication, buildSstpCycle } from '../sstp-factories.js';
import { buildPartyEvent, buildPartyGuest } from '../party-factories.js';

/** A student with a record of each kind the portal keeps, named so its data is recognisable in any answer. */
export interface StudentRecords {
  studentId: number;
  code: string;
  email: string;
  nameEn: string;
  nameAr: string;
  registrationId: number;
  sectionId: number;
  /** The course and term of that registration: only this student took them. */
  courseId: number;
  termId: number;
  /** This student's library code for that term, sealed at rest. */
  libraryCode: string;
  /** This student's Wi-Fi account, its password sealed at rest. */
  credentialId: number;
  wifiPassword: string;
  /** A charge's description and a payment's reference on this student's statement of account. */
  billingTexts: string[];
  /** An open invoice of this student's. */
  invoiceId: number;
  /** A payment of this student's (its receipt). */
  paymentId: number;
  /** A student-services request of this student's (a draft), and a file uploaded to it. */
  orderId: number;
  documentId: number;
  /** An international application of this student's, its place accepted and its program's fee payable. */
  applicationId: number;
  /** A file uploaded to that application. */
  applicationDocumentId: number;
  /** A summer training application of this student's, submitted. */
  sstpApplicationId: number;
  /** A guest this student invited to an event (their ticket), named after the student. */
  partyGuestId: number;
  partyGuestName: string;
  impersonationId: number;
  impersonationReason: string;
  auditEntryId: number;
  messageId: number;
  messageTitle: string;
  /** An announcement only this student's faculty sees. */
  announcementId: number;
  identitySubject: string;
  /** A registered device (RegisterToken's DeviceId) and its FCM token. */
  pushDeviceId: string;
  pushToken: string;
  /** A section of the current term, with a room, an online link and an exam seat named after the student. */
  currentSectionId: number;
  examTexts: string[];
}

/** The current term, made on first use (tests share one database per file). */
async function currentTermId(db: Database): Promise<number> {
  const [current] = await db.select({ id: terms.id }).from(terms).where(eq(terms.isCurrent, true));
  return current?.id ?? (await buildTerm(db, { isCurrent: true })).id;
}

/**
 * This term's timetable and exams for the student: a course only they take, meeting in a room with an
 * online link, whose midterm gives them a seat and a published score, and whose final is still unpublished.
 */
async function buildTimetableRecords(db: Database, studentId: number, tag: string) {
  const termId = await currentTermId(db);
  const course = await buildCourse(db, {
    code: `C-${tag}`,
    titleEn: `Course ${tag}`,
    titleAr: `مقرر ${tag}`,
  });
  const section = await buildSection(db, {
    termId,
    courseId: course.id,
    meetings: [
      {
        dayOfWeek: 1,
        startsAt: '10:15',
        endsAt: '11:45',
        room: `Room ${tag}`,
        mode: 'hybrid',
        onlineUrl: `https://zoom.us/j/${tag}`,
      },
    ],
  });
  await buildRegistration(db, { studentId, sectionId: section.id, status: 'registered' });
  const midterm = await buildExam(db, {
    termId,
    courseId: course.id,
    scoresPublishedAt: new Date(),
    room: `Hall ${tag}`,
  });
  await buildExamSeat(db, { examId: midterm.id, studentId, room: `Hall ${tag}`, seatNo: 7, score: 21.5 });
  const final = await buildExam(db, { termId, courseId: course.id, kind: 'final', room: `Hall ${tag}` });
  await buildExamSeat(db, { examId: final.id, studentId, room: `Hall ${tag}`, seatNo: 8, score: 44.75 });
  return {
    sectionId: section.id,
    texts: [`Course ${tag}`, `Room ${tag}`, `Hall ${tag}`, `zoom.us/j/${tag}`],
  };
}

function only<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The insert returned no row');
  return row;
}

/**
 * Builds one student with registrations, impersonation history, audit entries, an identity-provider
 * link, a message and an announcement of their own. `label` ("A", "B") goes into every text so a leak
 * names its owner.
 */
export async function buildStudentRecords(db: Database, label: string): Promise<StudentRecords> {
  const tag = `${label}${randomUUID().slice(0, 8)}`;
  const student = await buildStudent(db, {
    nameEn: `Student ${tag}`,
    nameAr: `طالب ${tag}`,
    email: `student.${tag.toLowerCase()}@test.edu.eg`,
  });
  const registration = await buildRegistration(db, { studentId: student.id, status: 'registered' });
  const [section] = await db.select().from(sections).where(eq(sections.id, registration.sectionId));
  if (!section) throw new Error('The registration has no section');
  await buildWithheldGrade(db, { registrationId: registration.id, reason: 'disciplinary' });
  const libraryCode = `LIB-${tag}`;
  const { box } = await openSecretBox(db, undefined);
  await issueLibraryCode(db, box, { studentId: student.id, termId: registration.termId, code: libraryCode });
  const wifiPassword = `WIFI-${tag}`;
  const credentialId = await issueCredential(db, box, {
    studentId: student.id,
    system: 'wifi',
    examId: null,
    userName: `wifi.${tag.toLowerCase()}`,
    password: wifiPassword,
  });
  const billingTexts = [`Charge ${tag}`, `PAY-${tag}`];
  await raiseCharge(db, {
    studentId: student.id,
    termId: registration.termId,
    kind: 'other',
    description: `Charge ${tag}`,
    amountPiastres: 100_00,
    dueOn: '2030-01-31',
    sourceKey: `records:${tag}`,
  });
  const invoice = only(
    await db
      .insert(billingInvoices)
      .values({
        studentId: student.id,
        termId: registration.termId,
        amountPiastres: 60_00,
        reference: newPaymentReference(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning(),
  );
  billingTexts.push(invoice.reference);
  const payment = only(
    await db
      .insert(billingPayments)
      .values({
        studentId: student.id,
        termId: registration.termId,
        amountPiastres: 40_00,
        reference: `PAY-${tag}`,
      })
      .returning(),
  );
  const registrar = await buildStaffMember(db, { roles: ['registrar'] });
  const reason = `Ticket ${tag}`;
  const impersonation = only(
    await db
      .insert(impersonations)
      .values({
        staffMemberId: registrar.id,
        studentId: student.id,
        reason,
        tokenId: randomUUID(),
        expiresAt: new Date(Date.now() - 60_000),
        startedAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning(),
  );
  const audit = only(
    await db
      .insert(auditLog)
      .values({
        action: 'sign-in',
        outcome: 'success',
        studentId: student.id,
        actorLabel: student.email,
        target: `record ${tag}`,
        address: '192.0.2.1',
      })
      .returning(),
  );
  const subject = `subject-${tag}`;
  await db.insert(studentIdentities).values({ issuer: 'https://idp.test', subject, studentId: student.id });
  const messageTitle = `Message ${tag}`;
  const message = only(
    await db
      .insert(messages)
      .values({
        title: messageTitle,
        body: `Body ${tag}`,
        topic: 'announcements',
        audienceKind: 'student',
        audienceRef: student.id,
      })
      .returning(),
  );
  await db
    .insert(messageRecipients)
    .values({ messageId: message.id, studentId: student.id, deliveredAt: new Date() });
  const pushDeviceId = `device-${tag}`;
  const pushToken = `fcm-token-${tag}`;
  await db
    .insert(pushSubscriptions)
    .values({ studentId: student.id, deviceId: pushDeviceId, kind: 'fcm', endpoint: pushToken });
  const announcement = only(
    await db
      .insert(announcements)
      .values({
        titleEn: `Announcement ${tag}`,
        titleAr: `إعلان ${tag}`,
        bodyEn: `Body ${tag}`,
        bodyAr: `نص ${tag}`,
        audience: 'faculty',
        facultyId: student.facultyId,
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000),
        mustAccept: false,
      })
      .returning(),
  );
  const timetable = await buildTimetableRecords(db, student.id, tag);
  const order = await buildOrder(db, { studentId: student.id, termId: registration.termId });
  const orderDocument = await buildOrderDocument(db, { orderId: order.id, studentId: student.id });
  const intlProgram = await buildIntlProgram(db, { feePiastres: 500_000 });
  const application = await buildApplication(db, {
    studentId: student.id,
    programId: intlProgram.id,
    termId: registration.termId,
    state: 'offer-accepted',
  });
  const applicationDocument = await buildApplicationDocument(db, {
    applicationId: application.id,
    studentId: student.id,
  });
  const sstpWorld = await buildSstpCycle(db);
  const sstpApplication = await buildSstpApplication(db, sstpWorld, student.id);
  const partyGuestName = `Guest ${tag}`;
  const partyEvent = await buildPartyEvent(db, { termId: registration.termId });
  const partyGuest = await buildPartyGuest(db, {
    eventId: partyEvent.id,
    studentId: student.id,
    name: partyGuestName,
  });
  return {
    studentId: student.id,
    code: student.code,
    email: student.email,
    nameEn: student.nameEn,
    nameAr: student.nameAr,
    registrationId: registration.id,
    sectionId: registration.sectionId,
    courseId: section.courseId,
    termId: registration.termId,
    libraryCode,
    credentialId,
    wifiPassword,
    billingTexts,
    invoiceId: invoice.id,
    paymentId: payment.id,
    orderId: order.id,
    documentId: orderDocument.id,
    applicationId: application.id,
    applicationDocumentId: applicationDocument.id,
    sstpApplicationId: sstpApplication.id,
    partyGuestId: partyGuest.ticket.id,
    partyGuestName,
    impersonationId: impersonation.id,
    impersonationReason: reason,
    auditEntryId: audit.id,
    messageId: message.id,
    messageTitle,
    announcementId: announcement.id,
    identitySubject: subject,
    pushDeviceId,
    pushToken,
    currentSectionId: timetable.sectionId,
    examTexts: timetable.texts,
  };
}

/** The texts that only this student's data contains: any of them in another student's answer is a leak. */
export function fingerprints(records: StudentRecords): string[] {
  return [
    records.code,
    records.email,
    records.nameEn,
    records.nameAr,
    records.impersonationReason,
    records.messageTitle,
    records.identitySubject,
    records.pushToken,
    records.libraryCode,
    records.wifiPassword,
    records.partyGuestName,
    ...records.billingTexts,
    `Announcement ${records.nameEn.slice('Student '.length)}`,
    ...records.examTexts,
  ];
}

/** A signed-in student's Authorization header. */
export async function authorizationOf(app: FastifyInstance, records: StudentRecords): Promise<string> {
  const issued = await app.portalAuth.issue({
    kind: 'student',
    studentId: records.studentId,
    email: records.email,
  });
  return `Bearer ${issued.token}`;
}
