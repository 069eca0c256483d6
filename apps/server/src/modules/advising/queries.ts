import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { programs, termWindows, type WindowKind } from '../academic/schema.js';
import { students } from '../student/schema.js';
import { courses, sections } from '../academic/schema.js';
import { advisingEvents } from '../registration/schema.js';
import {
  advisingGroupSections,
  advisingGroups,
  electiveGroupSections,
  electiveGroups,
  studentGroupChoices,
} from './schema.js';

/** Who is advising: the student with their program's code, names and advising mode. */
export async function advisingProfile(db: Database, studentId: number) {
  const [row] = await prepared(db, 'advising.profile', (db, name) =>
    db
      .select({
        code: students.code,
        nameEn: students.nameEn,
        nameAr: students.nameAr,
        level: students.level,
        programId: students.programId,
        programCode: programs.code,
        programNameEn: programs.nameEn,
        programNameAr: programs.nameAr,
        advisingMode: programs.advisingMode,
      })
      .from(students)
      .innerJoin(programs, eq(programs.id, students.programId))
      .where(eq(students.id, sql.placeholder('studentId')))
      .prepare(name),
  ).execute({ studentId });
  return (
    row && {
      ...row,
      advisingMode: row.advisingMode === 'group' ? ('group' as const) : ('individual' as const),
    }
  );
}
export type AdvisingProfile = NonNullable<Awaited<ReturnType<typeof advisingProfile>>>;

/** The student's advising log, newest first (advising_events_student_at_idx). */
export function advisingEventsOf(db: Database, studentId: number, limit: number) {
  return db
    .select({
      id: advisingEvents.id,
      at: advisingEvents.at,
      action: advisingEvents.action,
      source: advisingEvents.source,
      detail: advisingEvents.detail,
      courseCode: courses.code,
      sectionNo: sections.sectionNo,
    })
    .from(advisingEvents)
    .leftJoin(sections, eq(sections.id, advisingEvents.sectionId))
    .leftJoin(courses, eq(courses.id, advisingEvents.courseId))
    .where(eq(advisingEvents.studentId, studentId))
    .orderBy(desc(advisingEvents.at), desc(advisingEvents.id))
    .limit(limit);
}

/** The ready-made groups of a program and level in a term, each with its section ids. */
export async function groupsFor(db: Database, termId: number, programId: number, level: number) {
  const rows = await db
    .select({
      id: advisingGroups.id,
      code: advisingGroups.code,
      nameEn: advisingGroups.nameEn,
      nameAr: advisingGroups.nameAr,
      level: advisingGroups.level,
      sectionId: advisingGroupSections.sectionId,
    })
    .from(advisingGroups)
    .innerJoin(advisingGroupSections, eq(advisingGroupSections.groupId, advisingGroups.id))
    .where(
      and(
        eq(advisingGroups.termId, termId),
        eq(advisingGroups.programId, programId),
        eq(advisingGroups.level, level),
      ),
    )
    .orderBy(advisingGroups.code, advisingGroupSections.sectionId);
  return gather(rows, (row) => ({
    id: row.id,
    code: row.code,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    level: row.level,
  }));
}

/** The elective groups of a program and level in a term, each with its section ids. */
export async function electiveGroupsFor(db: Database, termId: number, programId: number, level: number) {
  const rows = await db
    .select({
      id: electiveGroups.id,
      code: electiveGroups.code,
      nameEn: electiveGroups.nameEn,
      nameAr: electiveGroups.nameAr,
      pick: electiveGroups.pick,
      sectionId: electiveGroupSections.sectionId,
    })
    .from(electiveGroups)
    .innerJoin(electiveGroupSections, eq(electiveGroupSections.electiveGroupId, electiveGroups.id))
    .where(
      and(
        eq(electiveGroups.termId, termId),
        eq(electiveGroups.programId, programId),
        eq(electiveGroups.level, level),
      ),
    )
    .orderBy(electiveGroups.code, electiveGroupSections.sectionId);
  return gather(rows, (row) => ({
    id: row.id,
    code: row.code,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    pick: row.pick,
  }));
}

/** Rows of (group fields…, sectionId) folded into groups with their section ids, in row order. */
function gather<Row extends { id: number; sectionId: number }, Group>(
  rows: Row[],
  fields: (row: Row) => Group,
): (Group & { sectionIds: number[] })[] {
  const byId = new Map<number, Group & { sectionIds: number[] }>();
  for (const row of rows) {
    const group = byId.get(row.id) ?? { ...fields(row), sectionIds: [] };
    group.sectionIds.push(row.sectionId);
    byId.set(row.id, group);
  }
  return [...byId.values()];
}

/** The group the student saved this term (primary key). */
export async function chosenGroupId(db: Database, studentId: number, termId: number): Promise<number | null> {
  const [row] = await db
    .select({ groupId: studentGroupChoices.groupId })
    .from(studentGroupChoices)
    .where(and(eq(studentGroupChoices.studentId, studentId), eq(studentGroupChoices.termId, termId)));
  return row?.groupId ?? null;
}

export async function saveGroupChoice(
  tx: Transaction,
  studentId: number,
  termId: number,
  groupId: number,
  now: Date,
) {
  await tx
    .insert(studentGroupChoices)
    .values({ studentId, termId, groupId, savedAt: now })
    .onConflictDoUpdate({
      target: [studentGroupChoices.studentId, studentGroupChoices.termId],
      set: { groupId, savedAt: now },
    });
}

/** The course of each section, with its titles and credits (group and elective views). */
export async function coursesOfSections(db: Database, sectionIds: readonly number[]) {
  if (sectionIds.length === 0) return [];
  return db
    .select({
      sectionId: sections.id,
      courseId: courses.id,
      courseCode: courses.code,
      titleEn: courses.titleEn,
      titleAr: courses.titleAr,
      credits: courses.credits,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(inArray(sections.id, [...sectionIds]));
}

/** Sets a window's dates, creating it when the term has none of that kind. */
export async function setWindowDates(
  db: Database,
  termId: number,
  kind: WindowKind,
  opensAt: Date,
  closesAt: Date,
) {
  const [row] = await db
    .insert(termWindows)
    .values({ termId, kind, opensAt, closesAt })
    .onConflictDoUpdate({
      target: [termWindows.termId, termWindows.kind],
      set: { opensAt, closesAt, updatedAt: sql`now()` },
    })
    .returning({ id: termWindows.id, opensAt: termWindows.opensAt, closesAt: termWindows.closesAt });
  return row;
}
