import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { fixedValue, prepared } from '../../platform/db/prepared.js';
import { courses, instructors, sectionMeetings, sections, termWindows, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { isCurrentTerm } from '../academic/current-term.js';

/**
 * The current term and, for a student, every meeting of every section they hold in it, in one statement:
 * the current term by `terms_one_current_idx` with its final-exam window by `term_windows_term_kind_idx`
 * (a derived table fenced by an offset of 0, so the window is read once: left to itself the planner joined it
 * after the registrations and scanned it once per section, a fifth of the statement's cost), the student's
 * registrations by `registrations_student_term_idx` (student, term), then sections, courses and
 * instructors by primary key and meetings by `section_meetings_section_idx`. Left joins all the way, so
 * a student with no class this term still gets the term (one row with nulls), and no term gives no row.
 */
export function currentTermMeetings(db: Database, studentId: number) {
  return prepared(db, 'schedule.current-term-meetings', (db, name) => {
    const term = db
      .select({
        id: terms.id,
        code: terms.code,
        nameEn: terms.nameEn,
        nameAr: terms.nameAr,
        startsOn: terms.startsOn,
        endsOn: terms.endsOn,
        finalsOpenAt: termWindows.opensAt,
      })
      .from(terms)
      .leftJoin(
        termWindows,
        and(eq(termWindows.termId, terms.id), fixedValue(eq(termWindows.kind, 'final_exams'))),
      )
      .where(isCurrentTerm())
      // `offset 0` keeps the planner from pulling the derived table up; drizzle leaves out a literal 0.
      .offset(sql.placeholder('fence'))
      .as('term');
    return db
      .select({
        termCode: term.code,
        termNameEn: term.nameEn,
        termNameAr: term.nameAr,
        startsOn: term.startsOn,
        endsOn: term.endsOn,
        finalsOpenAt: term.finalsOpenAt,
        sectionId: sections.id,
        courseId: courses.id,
        courseCode: courses.code,
        titleEn: courses.titleEn,
        titleAr: courses.titleAr,
        credits: courses.credits,
        sectionNo: sections.sectionNo,
        kind: sections.kind,
        instructorTitle: instructors.title,
        instructorEn: instructors.nameEn,
        instructorAr: instructors.nameAr,
        meetingId: sectionMeetings.id,
        day: sectionMeetings.dayOfWeek,
        startsAt: sectionMeetings.startsAt,
        endsAt: sectionMeetings.endsAt,
        room: sectionMeetings.room,
        mode: sectionMeetings.mode,
        onlineUrl: sectionMeetings.onlineUrl,
      })
      .from(term)
      .leftJoin(
        registrations,
        and(
          eq(registrations.termId, term.id),
          eq(registrations.studentId, sql.placeholder('studentId')),
          fixedValue(eq(registrations.status, 'registered')),
        ),
      )
      .leftJoin(sections, eq(sections.id, registrations.sectionId))
      .leftJoin(courses, eq(courses.id, sections.courseId))
      .leftJoin(instructors, eq(instructors.id, sections.instructorId))
      .leftJoin(sectionMeetings, eq(sectionMeetings.sectionId, sections.id))
      .orderBy(
        asc(courses.code),
        // The lecture first, then its lab or tutorial.
        sql`${sections.kind} <> 'lecture'`,
        asc(sections.sectionNo),
        asc(sectionMeetings.id),
      )
      .prepare(name);
  }).execute({ studentId, fence: 0 });
}

export type MeetingRow = Awaited<ReturnType<typeof currentTermMeetings>>[number];
