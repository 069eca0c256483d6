import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.js';
import { inList, prepared } from '../../platform/db/prepared.js';
import { courses, sectionMeetings, sections, termWindows, terms } from '../academic/schema.js';
import { heldSections } from '../registration/held-sections.js';
import type { SectionKind, WindowKind } from '../academic/schema.js';
import { inCurrentTerm, isCurrentTerm } from '../academic/current-term.js';

/** Reads run on the pool or inside a transaction (a transaction is a Database too). */
export type Reader = Database;

/** 'HH:MM:SS' from the database to 'HH:MM'. */
export const clock = (value: string) => value.slice(0, 5);

export interface MeetingFacts {
  day: number;
  startsAt: string;
  endsAt: string;
}

/** What the rules need to know about a section. */
export interface SectionFacts {
  id: number;
  termId: number;
  courseId: number;
  courseCode: string;
  credits: number;
  hasLab: boolean;
  sectionNo: string;
  kind: SectionKind;
  lectureSectionId: number | null;
  lectureSectionNo: string | null;
  capacity: number;
  enrolled: number;
  /** Seats held for waitlist offers: not free for anybody else. */
  held: number;
  meetings: MeetingFacts[];
}

/** The current term's id, or null between terms (terms_one_current_idx). */
export async function currentTermId(db: Reader): Promise<number | null> {
  const [term] = await prepared(db, 'advising.current-term-id', (db, name) =>
    db.select({ id: terms.id }).from(terms).where(isCurrentTerm()).prepare(name),
  ).execute();
  return term?.id ?? null;
}

/** The sections the student holds in a term (the registration kernel's read). */
export async function heldSectionIds(db: Reader, studentId: number, termId: number): Promise<number[]> {
  return (await heldSections(db, studentId, termId)).map((row) => row.sectionId);
}

const lecture = alias(sections, 'lecture');

/** A section's weekly meetings as [day, starts, ends] ('HH:MM:SS'), in day and time order. */
const meetingsOfSection = sql<[number, string, string][]>`coalesce((
  select json_agg(json_build_array(${sectionMeetings.dayOfWeek}, ${sectionMeetings.startsAt}, ${sectionMeetings.endsAt})
    order by ${sectionMeetings.dayOfWeek}, ${sectionMeetings.startsAt})
  from ${sectionMeetings} where ${sectionMeetings.sectionId} = ${sections.id}), '[]')`;

/**
 * Sections by id with their course and weekly meetings, in one statement (primary keys, and the meetings by
 * section_meetings_section_idx): each add reads it twice, and one round trip less is one event-loop turn less.
 */
export async function sectionFacts(db: Reader, ids: readonly number[]): Promise<Map<number, SectionFacts>> {
  const found = new Map<number, SectionFacts>();
  if (ids.length === 0) return found;
  const rows = await prepared(db, 'advising.section-facts', (db, name) =>
    db
      .select({
        id: sections.id,
        termId: sections.termId,
        courseId: sections.courseId,
        courseCode: courses.code,
        credits: courses.credits,
        hasLab: courses.hasLab,
        sectionNo: sections.sectionNo,
        kind: sections.kind,
        lectureSectionId: sections.lectureSectionId,
        lectureSectionNo: lecture.sectionNo,
        capacity: sections.capacity,
        enrolled: sections.enrolled,
        held: sections.held,
        meetings: meetingsOfSection,
      })
      .from(sections)
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .leftJoin(lecture, eq(lecture.id, sections.lectureSectionId))
      .where(inList(sections.id, 'ids'))
      .prepare(name),
  ).execute({ ids });
  // The row's own meetings field replaced in the copy: on Node 20 a spread copy that gains a field it did
  // not have costs microseconds, one that only overwrites fields costs nanoseconds.
  for (const row of rows) {
    found.set(row.id, {
      ...row,
      meetings: row.meetings.map(([day, startsAt, endsAt]) => ({
        day,
        startsAt: clock(startsAt),
        endsAt: clock(endsAt),
      })),
    });
  }
  return found;
}

/** A window of the current term by kind (term_windows_term_kind_idx). */
export async function currentWindow(db: Reader, kind: WindowKind) {
  const [row] = await prepared(db, 'advising.current-window', (db, name) =>
    db
      .select({ id: termWindows.id, opensAt: termWindows.opensAt, closesAt: termWindows.closesAt })
      .from(termWindows)
      .innerJoin(terms, inCurrentTerm(termWindows.termId))
      .where(eq(termWindows.kind, sql.placeholder('kind')))
      .prepare(name),
  ).execute({ kind });
  return row;
}
