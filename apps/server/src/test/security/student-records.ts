import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { studentIdentities } from '../../modules/account/schema.js';
import { announcements } from '../../modules/announcement/schema.js';
import { auditLog } from '../../modules/audit/schema.js';
import { messageRecipients, messages } from '../../modules/notify/schema.js';
import { impersonations } from '../../modules/staff/schema.js';
import type { Database } from '../../platform/db/client.js';
import { eq } from 'drizzle-orm';
import { sections } from '../../modules/academic/schema.js';
import { issueLibraryCode } from '../../modules/library/service.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import { buildRegistration, buildStaffMember, buildStudent, buildWithheldGrade } from '../factories.js';

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
  impersonationId: number;
  impersonationReason: string;
  auditEntryId: number;
  messageId: number;
  messageTitle: string;
  /** An announcement only this student's faculty sees. */
  announcementId: number;
  identitySubject: string;
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
      .values({ title: messageTitle, body: `Body ${tag}`, audienceKind: 'student', audienceRef: student.id })
      .returning(),
  );
  await db
    .insert(messageRecipients)
    .values({ messageId: message.id, studentId: student.id, deliveredAt: new Date() });
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
    impersonationId: impersonation.id,
    impersonationReason: reason,
    auditEntryId: audit.id,
    messageId: message.id,
    messageTitle,
    announcementId: announcement.id,
    identitySubject: subject,
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
    records.libraryCode,
    `Announcement ${records.nameEn.slice('Student '.length)}`,
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
