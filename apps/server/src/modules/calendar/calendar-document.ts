import type { ExamKind, ScheduledExam, StudentScheduleWithZoomLinks } from '@portal/contract';
import { zonedInstant } from '../../platform/clock.js';
import { escapeText, icsStream, localDateTime, utcDateTime } from './ics-text.js';
import { vtimezone } from './vtimezone.js';

export interface CalendarSource {
  schedule: StudentScheduleWithZoomLinks;
  exams: readonly ScheduledExam[];
  /** Names the calendar in the student's app ("Nile Delta University: classes and exams"). */
  universityName: string;
  /** For event UIDs: stable across refreshes, so calendar apps update events instead of duplicating them. */
  host: string;
  now: Date;
}

const KIND_NAMES: Record<string, string> = { lecture: 'Lecture', lab: 'Lab', tutorial: 'Tutorial' };
const EXAM_NAMES: Record<ExamKind, string> = {
  midterm: 'Midterm exam',
  final: 'Final exam',
  practical: 'Practical exam',
};

function addDays(isoDate: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first date on or after `isoDate` that falls on `weekday` (0 = Sunday). */
function firstOnOrAfter(isoDate: string, weekday: number): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const current = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return addDays(isoDate, (weekday - current + 7) % 7);
}

const property = (name: string, value: string) => `${name}:${escapeText(value)}`;

/**
 * Each class meeting as one weekly event in the university's time zone (TZID + VTIMEZONE), so it stays at
 * the same wall-clock time when Egypt moves its clocks; it repeats from the term's first such weekday to
 * the last teaching day (RRULE UNTIL, in UTC as RFC 5545 §3.3.10 requires with a TZID start).
 */
function classEvents(source: CalendarSource, stamp: string): string[] {
  const { schedule, host } = source;
  const term = schedule.Term;
  if (!term) return [];
  const zone = schedule.TimeZone;
  const until = utcDateTime(
    new Date(zonedInstant(addDays(term.ClassesEndOn, 1), '00:00', zone).getTime() - 1000),
  );
  return schedule.Sections.flatMap((section) =>
    section.Meetings.flatMap((meeting) => {
      const first = firstOnOrAfter(term.StartsOn, meeting.Day);
      if (first > term.ClassesEndOn) return [];
      const instructor = section.Instructor
        ? `${section.Instructor.Title} ${section.Instructor.NameEn}`
        : 'Instructor to be announced';
      const details = [
        `${section.CourseTitleEn} (${section.CourseTitleAr})`,
        `Section ${section.SectionNo} · ${instructor}`,
        ...(meeting.OnlineUrl ? [`Online meeting: ${meeting.OnlineUrl}`] : []),
      ];
      return [
        'BEGIN:VEVENT',
        `UID:class-${term.Code}-${String(section.SectionId)}-${String(meeting.MeetingId)}@${host}`,
        `DTSTAMP:${stamp}`,
        `DTSTART;TZID=${zone}:${localDateTime(first, meeting.StartsAt)}`,
        `DTEND;TZID=${zone}:${localDateTime(first, meeting.EndsAt)}`,
        `RRULE:FREQ=WEEKLY;UNTIL=${until}`,
        property(
          'SUMMARY',
          `${section.CourseCode} ${KIND_NAMES[section.Kind] ?? section.Kind}: ${section.CourseTitleEn}`,
        ),
        property('LOCATION', meeting.Room ?? 'Online'),
        property('DESCRIPTION', details.join('\n')),
        ...(meeting.OnlineUrl ? [`URL:${meeting.OnlineUrl}`] : []),
        'CATEGORIES:Class',
        'TRANSP:OPAQUE',
        'END:VEVENT',
      ];
    }),
  );
}

/** Each exam as a single event at its instants (UTC). */
function examEvents(source: CalendarSource, stamp: string): string[] {
  return source.exams.flatMap((exam) => {
    const seat = exam.SeatNo === null ? 'No seat assigned yet' : `Seat ${String(exam.SeatNo)}, ${exam.Room}`;
    return [
      'BEGIN:VEVENT',
      `UID:exam-${String(exam.ExamId)}@${source.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcDateTime(new Date(exam.StartsAt))}`,
      `DTEND:${utcDateTime(new Date(exam.EndsAt))}`,
      property('SUMMARY', `${EXAM_NAMES[exam.Kind]}: ${exam.CourseCode} ${exam.CourseTitleEn}`),
      property('LOCATION', exam.Room),
      property('DESCRIPTION', `${exam.CourseTitleEn} (${exam.CourseTitleAr})\n${seat}`),
      'CATEGORIES:Exam',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ];
  });
}

/** The student's classes and exams of the current term as an RFC 5545 calendar (CRLF, folded lines). */
export function calendarDocument(source: CalendarSource): string {
  const stamp = utcDateTime(source.now);
  const zone = source.schedule.TimeZone;
  const term = source.schedule.Term;
  const years = term
    ? [Number(term.StartsOn.slice(0, 4)) - 1, Number(term.EndsOn.slice(0, 4)) + 1]
    : [source.now.getUTCFullYear() - 1, source.now.getUTCFullYear() + 1];
  const name = `${source.universityName}: classes and exams`;
  return icsStream([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(source.universityName)}//Student Portal//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', name),
    property('NAME', name),
    `X-WR-TIMEZONE:${zone}`,
    // Subscribed calendars poll: asked for hourly, so a registration or room change reaches them within the
    // hour where the app honours the interval (the feed is one student's timetable, cheap to answer).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...vtimezone(zone, years[0] ?? 1970, years[1] ?? 1970),
    ...classEvents(source, stamp),
    ...examEvents(source, stamp),
    'END:VCALENDAR',
  ]);
}
