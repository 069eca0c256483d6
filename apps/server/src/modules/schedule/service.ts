import type {
  OnlineSection,
  ScheduleTerm,
  StudentSchedule,
  StudentScheduleWithZoomLinks,
} from '@portal/contract';
import { universityDate } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { nextExamOf } from '../exams/service.js';
import { currentTermMeetings, type MeetingRow } from './queries.js';

export interface ScheduleSettings {
  timeZone: string;
  weekStartsOn: number;
}

const clock = (time: string) => time.slice(0, 5);

function dayBefore(isoDate: string): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** Classes stop the day before the final exams start, when that window falls inside the term. */
function termOf(rows: MeetingRow[], timeZone: string): ScheduleTerm | null {
  const first = rows[0];
  if (!first) return null;
  const finalsDay = first.finalsOpenAt ? universityDate(first.finalsOpenAt, timeZone) : null;
  const classesEndOn =
    finalsDay && finalsDay > first.startsOn && finalsDay <= first.endsOn
      ? dayBefore(finalsDay)
      : first.endsOn;
  return {
    Code: first.termCode,
    NameEn: first.termNameEn,
    NameAr: first.termNameAr,
    StartsOn: first.startsOn,
    EndsOn: first.endsOn,
    ClassesEndOn: classesEndOn,
  };
}

/** The sections of the rows (one row per meeting), each with its meetings, in the rows' order. */
function sectionsOf(rows: MeetingRow[]): OnlineSection[] {
  const sections = new Map<number, OnlineSection>();
  for (const row of rows) {
    if (row.sectionId === null || row.courseId === null || row.kind === null) continue;
    let section = sections.get(row.sectionId);
    if (!section) {
      section = {
        SectionId: row.sectionId,
        CourseId: row.courseId,
        CourseCode: row.courseCode ?? '',
        CourseTitleEn: row.titleEn ?? '',
        CourseTitleAr: row.titleAr ?? '',
        Credits: row.credits ?? 0,
        SectionNo: row.sectionNo ?? '',
        Kind: row.kind,
        Instructor:
          row.instructorTitle !== null && row.instructorEn !== null && row.instructorAr !== null
            ? { Title: row.instructorTitle, NameEn: row.instructorEn, NameAr: row.instructorAr }
            : null,
        Meetings: [],
      };
      sections.set(row.sectionId, section);
    }
    if (row.meetingId === null || row.day === null || row.startsAt === null || row.endsAt === null) continue;
    section.Meetings.push({
      MeetingId: row.meetingId,
      Day: row.day,
      StartsAt: clock(row.startsAt),
      EndsAt: clock(row.endsAt),
      Room: row.room,
      Mode: row.mode ?? 'in_person',
      OnlineUrl: row.onlineUrl,
    });
  }
  return [...sections.values()];
}

/**
 * GetStudentScheduleWithZoomLinks: the current term's registered sections (lectures, labs, tutorials)
 * with their weekly meetings and each meeting's online link.
 */
export async function scheduleWithLinks(
  db: Database,
  studentId: number,
  settings: ScheduleSettings,
): Promise<StudentScheduleWithZoomLinks> {
  const rows = await currentTermMeetings(db, studentId);
  return {
    Term: termOf(rows, settings.timeZone),
    TimeZone: settings.timeZone,
    WeekStartsOn: settings.weekStartsOn,
    Sections: sectionsOf(rows),
  };
}

/** GetStudentSchedule: the timetable without meeting links, and the student's next exam. */
export async function studentSchedule(
  db: Database,
  studentId: number,
  settings: ScheduleSettings,
  now: Date,
): Promise<StudentSchedule> {
  const [schedule, nextExam] = await Promise.all([
    scheduleWithLinks(db, studentId, settings),
    nextExamOf(db, studentId, now),
  ]);
  return {
    ...schedule,
    Sections: schedule.Sections.map((section) => ({
      ...section,
      Meetings: section.Meetings.map((meeting) => ({
        MeetingId: meeting.MeetingId,
        Day: meeting.Day,
        StartsAt: meeting.StartsAt,
        EndsAt: meeting.EndsAt,
        Room: meeting.Room,
        Mode: meeting.Mode,
      })),
    })),
    NextExam: nextExam,
  };
}
