import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';

/**
 * The student's contact data as saved in one term: advising needs it confirmed once per term, so a term
 * without a row is a hold. The latest row is the student's current data (the contact page and the next
 * term's advising form show it); a save during the term replaces that term's row.
 */
export const studentContactDetails = pgTable(
  'student_contact_details',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    phone: text().notNull(),
    address: text().notNull(),
    emergencyContactName: text().notNull(),
    emergencyContactPhone: text().notNull(),
    emergencyContactRelation: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.termId] }),
    // Serves "the latest confirmed data" of one student.
    index('student_contact_details_student_confirmed_idx').on(t.studentId, t.confirmedAt),
  ],
);
export type StudentContactDetailsRow = typeof studentContactDetails.$inferSelect;

/** The personal email the student confirmed by opening the link sent to it; one per student. */
export const studentPersonalEmails = pgTable('student_personal_emails', {
  studentId: integer()
    .primaryKey()
    .references(() => students.id),
  email: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A personal email change waiting for its link to be opened. Only the token's SHA-256 is kept (the token
 * itself goes out in the email and nowhere else). A row ends once: confirmed, or replaced by a newer change.
 */
export const personalEmailChanges = pgTable(
  'personal_email_changes',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    email: text().notNull(),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** A newer change before this one was confirmed: its link stops working. */
    replacedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves the confirmation look-up by token (the link carries nothing else).
    uniqueIndex('personal_email_changes_token_idx').on(t.tokenHash),
    // At most one open change per student; serves "the student's pending change".
    uniqueIndex('personal_email_changes_open_idx')
      .on(t.studentId)
      .where(sql`${t.confirmedAt} is null and ${t.replacedAt} is null`),
    check('personal_email_changes_ends_once_check', sql`${t.confirmedAt} is null or ${t.replacedAt} is null`),
  ],
);
export type PersonalEmailChange = typeof personalEmailChanges.$inferSelect;

/** What the registrar records from the student's documents and nobody else changes. */
export const studentCivilRecords = pgTable(
  'student_civil_records',
  {
    studentId: integer()
      .primaryKey()
      .references(() => students.id),
    /** Egyptian national ID; null for a student who holds a passport instead. */
    nationalId: text(),
    passportNumber: text(),
    birthDate: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    check('student_civil_records_national_id_check', sql`${t.nationalId} ~ '^[0-9]{14}$'`),
    check(
      'student_civil_records_document_check',
      sql`${t.nationalId} is not null or ${t.passportNumber} is not null`,
    ),
  ],
);

/** An office students contact (student services, the international office, finance, the IT help desk). */
export const universityOffices = pgTable(
  'university_offices',
  {
    id: id(),
    /** Stable name for links and the demo, e.g. 'it-help-desk'. */
    key: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    hoursEn: text().notNull(),
    hoursAr: text().notNull(),
    phones: text().array().notNull(),
    emails: text().array().notNull(),
    buildingEn: text().notNull(),
    buildingAr: text().notNull(),
    mapUrl: text().notNull(),
    /** Order on the page. */
    position: smallint().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('university_offices_key_idx').on(t.key),
    check('university_offices_map_url_check', sql`${t.mapUrl} like 'https://%'`),
  ],
);
export type UniversityOfficeRow = typeof universityOffices.$inferSelect;
export type NewUniversityOffice = typeof universityOffices.$inferInsert;
