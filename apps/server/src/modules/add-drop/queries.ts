import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TimetableSection } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import {
  courses,
  instructors,
  sectionMeetings,
  sections,
  termWindows,
  terms,
  type WindowKind,
} from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { addDropCartChanges, addDropCarts, type CartChangeKind } from './schema.js';

/** A drizzle transaction of the portal's database (what the seat ledger and the rules take). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The current term and one of its windows (null dates when the term has no such window): the current term
 * by `terms_one_current_idx`, the window by `term_windows_term_kind_idx`.
 */
export async function currentTermWindow(db: Database, kind: WindowKind) {
  const [row] = await db
    .select({
      termId: terms.id,
      code: terms.code,
      nameEn: terms.nameEn,
      nameAr: terms.nameAr,
      opensAt: termWindows.opensAt,
      closesAt: termWindows.closesAt,
    })
    .from(terms)
    .leftJoin(termWindows, and(eq(termWindows.termId, terms.id), eq(termWindows.kind, kind)))
    .where(eq(terms.isCurrent, true));
  return row;
}
export type TermWindowRow = NonNullable<Awaited<ReturnType<typeof currentTermWindow>>>;

/** The sections the student holds this term (served by registrations_student_term_idx). */
export async function heldSections(db: Database | Transaction, studentId: number, termId: number) {
  return db
    .select({ sectionId: registrations.sectionId, courseId: sections.courseId, kind: sections.kind })
    .from(registrations)
    .innerJoin(sections, eq(sections.id, registrations.sectionId))
    .where(
      and(
        eq(registrations.studentId, studentId),
        eq(registrations.termId, termId),
        eq(registrations.status, 'registered'),
      ),
    );
}

export interface SectionDetail extends TimetableSection {
  termId: number;
  lectureSectionId: number | null;
  capacity: number;
  seatsLeft: number;
}

/**
 * Sections with course, instructor and weekly meetings, in timetable order (course code, the lecture
 * before its lab, meetings by day and time). Sections by primary key, meetings by section_meetings_section_idx.
 */
export async function sectionDetails(
  db: Database | Transaction,
  sectionIds: readonly number[],
): Promise<SectionDetail[]> {
  if (sectionIds.length === 0) return [];
  const rows = await db
    .select({
      sectionId: sections.id,
      termId: sections.termId,
      courseId: courses.id,
      courseCode: courses.code,
      titleEn: courses.titleEn,
      titleAr: courses.titleAr,
      credits: courses.credits,
      sectionNo: sections.sectionNo,
      kind: sections.kind,
      lectureSectionId: sections.lectureSectionId,
      capacity: sections.capacity,
      enrolled: sections.enrolled,
      held: sections.held,
      instructorTitle: instructors.title,
      instructorEn: instructors.nameEn,
      instructorAr: instructors.nameAr,
      meetingId: sectionMeetings.id,
      day: sectionMeetings.dayOfWeek,
      startsAt: sectionMeetings.startsAt,
      endsAt: sectionMeetings.endsAt,
      room: sectionMeetings.room,
      mode: sectionMeetings.mode,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoin(instructors, eq(instructors.id, sections.instructorId))
    .leftJoin(sectionMeetings, eq(sectionMeetings.sectionId, sections.id))
    .where(inArray(sections.id, [...sectionIds]))
    .orderBy(
      asc(courses.code),
      sql`${sections.kind} <> 'lecture'`,
      asc(sections.sectionNo),
      asc(sectionMeetings.dayOfWeek),
      asc(sectionMeetings.startsAt),
    );
  const byId = new Map<number, SectionDetail>();
  for (const row of rows) {
    let section = byId.get(row.sectionId);
    if (!section) {
      section = {
        SectionId: row.sectionId,
        CourseId: row.courseId,
        CourseCode: row.courseCode,
        TitleEn: row.titleEn,
        TitleAr: row.titleAr,
        Credits: row.credits,
        SectionNo: row.sectionNo,
        Kind: row.kind,
        Instructor:
          row.instructorTitle === null || row.instructorEn === null || row.instructorAr === null
            ? null
            : { Title: row.instructorTitle, NameEn: row.instructorEn, NameAr: row.instructorAr },
        SectionSchedule: [],
        termId: row.termId,
        lectureSectionId: row.lectureSectionId,
        capacity: row.capacity,
        // Seats held for waitlist offers are not free to anyone else.
        seatsLeft: Math.max(0, row.capacity - row.enrolled - row.held),
      };
      byId.set(row.sectionId, section);
    }
    if (row.meetingId !== null && row.day !== null && row.startsAt !== null && row.endsAt !== null) {
      section.SectionSchedule.push({
        MeetingId: row.meetingId,
        Day: row.day,
        StartsAt: row.startsAt.slice(0, 5),
        EndsAt: row.endsAt.slice(0, 5),
        Room: row.room,
        Mode: row.mode ?? 'in_person',
      });
    }
  }
  return [...byId.values()];
}

/** The public part of a section detail (what the contract's timetableSection names). */
export function timetableView(section: SectionDetail): TimetableSection {
  return {
    SectionId: section.SectionId,
    CourseId: section.CourseId,
    CourseCode: section.CourseCode,
    TitleEn: section.TitleEn,
    TitleAr: section.TitleAr,
    Credits: section.Credits,
    SectionNo: section.SectionNo,
    Kind: section.Kind,
    Instructor: section.Instructor,
    SectionSchedule: section.SectionSchedule,
  };
}

/** Credits of a set of sections, each course counted once (a lab carries its lecture's course). */
export function creditsOf(sectionsHeld: readonly { CourseId: number; Credits: number }[]): number {
  const byCourse = new Map(sectionsHeld.map((section) => [section.CourseId, section.Credits]));
  return [...byCourse.values()].reduce((sum, credits) => sum + credits, 0);
}

/** The cart's version (0 for a cart never written) and its pending changes, oldest first. */
export async function cartOf(db: Database | Transaction, studentId: number, termId: number) {
  const [cart] = await db
    .select({ version: addDropCarts.version })
    .from(addDropCarts)
    .where(and(eq(addDropCarts.studentId, studentId), eq(addDropCarts.termId, termId)));
  const changes = await db
    .select({
      id: addDropCartChanges.id,
      kind: addDropCartChanges.kind,
      sectionId: addDropCartChanges.sectionId,
    })
    .from(addDropCartChanges)
    .where(and(eq(addDropCartChanges.studentId, studentId), eq(addDropCartChanges.termId, termId)))
    .orderBy(asc(addDropCartChanges.id));
  return { version: cart?.version ?? 0, changes };
}

/**
 * Moves the cart from `expected` to the next version, or answers null when the cart is no longer at
 * `expected`. The conditional update takes the cart row's lock, so two requests naming the same version
 * are serialised and the second finds the version gone; a never-written cart (version 0) is created by an
 * insert that only one request can win.
 */
export async function advanceCartVersion(
  tx: Transaction,
  studentId: number,
  termId: number,
  expected: number,
): Promise<number | null> {
  if (expected === 0) {
    const created = await tx
      .insert(addDropCarts)
      .values({ studentId, termId, version: 1 })
      .onConflictDoNothing()
      .returning({ version: addDropCarts.version });
    if (created[0]) return created[0].version;
  }
  const [moved] = await tx
    .update(addDropCarts)
    .set({ version: sql`${addDropCarts.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(addDropCarts.studentId, studentId),
        eq(addDropCarts.termId, termId),
        eq(addDropCarts.version, expected),
      ),
    )
    .returning({ version: addDropCarts.version });
  return moved?.version ?? null;
}

export async function insertCartChanges(
  tx: Transaction,
  studentId: number,
  termId: number,
  changes: readonly { kind: CartChangeKind; sectionId: number }[],
) {
  if (changes.length === 0) return;
  await tx.insert(addDropCartChanges).values(changes.map((change) => ({ ...change, studentId, termId })));
}

export async function deleteCartChanges(tx: Transaction, studentId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx
    .delete(addDropCartChanges)
    .where(and(eq(addDropCartChanges.studentId, studentId), inArray(addDropCartChanges.id, [...ids])));
}
