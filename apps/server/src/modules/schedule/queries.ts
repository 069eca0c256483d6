import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { fixedValue, prepared } from '../../platform/db/prepared.js';
import { courses, instructors, sectionMeetings, sections, termWindows, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { isCurrentTerm } from '../academic/current-term.js';

/**
 * The current term and, for a student, every meeting of every section they hold in it, in one statement:
 * the current term by `terms_one_current_idx`, its final-exam window by `term_windows_term_kind_idx`, the
 * student's registrations by `registrations_student_term_idx` (student, term), then sections, courses and
 * instructors by primary key and meetings by `section_meetings_section_idx`. Left joins all the way, so
 * a student with no class this term still gets the term (one row with nulls), and no term gives no row.
 */
export function currentTermMeetings(db: Database, studentId: number) {
  return prepared(db, 'schedule.current-term-meetings', (db, name) =>
    db
      .select({
        termCode: terms.code,
        termNameEn: terms.nameEn,
        termNameAr: terms.nameAr,
        startsOn: terms.startsOn,
        endsOn: terms.endsOn,
        finalsOpenAt: termWindows.opensAt,
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
      .from(terms)
      .leftJoin(
        termWindows,
        and(eq(termWindows.termId, terms.id), fixedValue(eq(termWindows.kind, 'final_exams'))),
      )
      .leftJoin(
        registrations,
        and(
          eq(registrations.termId, terms.id),
          eq(registrations.studentId, sql.placeholder('studentId')),
          fixedValue(eq(registrations.status, 'registered')),
        ),
      )
      .leftJoin(sections, eq(sections.id, registrations.sectionId))
      .leftJoin(courses, eq(courses.id, sections.courseId))
      .leftJoin(instructors, eq(instructors.id, sections.instructorId))
      .leftJoin(sectionMeetings, eq(sectionMeetings.sectionId, sections.id))
      .where(isCurrentTerm())
      .orderBy(
        asc(courses.code),
        // The lecture first, then its lab or tutorial.
        sql`${sections.kind} <> 'lecture'`,
        asc(sections.sectionNo),
        asc(sectionMeetings.id),
      )
      .prepare(name),
  ).execute({ studentId });
}

export type MeetingRow = Awaited<ReturnType<typeof currentTermMeetings>>[number];
