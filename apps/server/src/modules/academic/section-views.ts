import { asc, eq, sql } from 'drizzle-orm';
import type { TimetableSection } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { inList, prepared } from '../../platform/db/prepared.js';
import { courses, instructors, sectionMeetings, sections } from './schema.js';

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
  const rows = await prepared(db, 'academic.section-details', (db, name) =>
    db
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
      .where(inList(sections.id, 'ids'))
      .orderBy(
        asc(courses.code),
        sql`${sections.kind} <> 'lecture'`,
        asc(sections.sectionNo),
        asc(sectionMeetings.dayOfWeek),
        asc(sectionMeetings.startsAt),
      )
      .prepare(name),
  ).execute({ ids: sectionIds });
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
