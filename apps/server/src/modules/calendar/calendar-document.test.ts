import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { ScheduledExam, StudentScheduleWithZoomLinks } from '@portal/contract';
import { calendarDocument } from './calendar-document.js';
import { parseCalendar } from '../../test/icalendar.js';
import { foldLine } from './ics-text.js';
import { offsetTransitions } from './vtimezone.js';

const ZONE = 'Africa/Cairo';

function schedule(term: {
  StartsOn: string;
  EndsOn: string;
  ClassesEndOn: string;
}): StudentScheduleWithZoomLinks {
  return {
    Term: { Code: 'T', NameEn: 'Term', NameAr: 'فصل', ...term },
    TimeZone: ZONE,
    WeekStartsOn: 6,
    Sections: [
      {
        SectionId: 11,
        CourseId: 5,
        CourseCode: 'CSC 201',
        CourseTitleEn: 'Data Structures, Algorithms; and Practice',
        CourseTitleAr: 'هياكل البيانات والخوارزميات والتطبيقات العملية في علوم الحاسب',
        Credits: 3,
        SectionNo: '01',
        Kind: 'lecture',
        Instructor: { Title: 'Dr.', NameEn: 'Mona Adel', NameAr: 'منى عادل' },
        Meetings: [
          // Thursday 10:15–11:45 and Saturday 08:30–10:00, Cairo wall-clock time.
          {
            MeetingId: 1,
            Day: 4,
            StartsAt: '10:15',
            EndsAt: '11:45',
            Room: 'B2-101',
            Mode: 'in_person',
            OnlineUrl: null,
          },
          {
            MeetingId: 2,
            Day: 6,
            StartsAt: '08:30',
            EndsAt: '10:00',
            Room: null,
            Mode: 'online',
            OnlineUrl: 'https://zoom.us/j/1234567890',
          },
        ],
      },
    ],
  };
}

const EXAM: ScheduledExam = {
  ExamId: 9,
  Kind: 'final',
  CourseCode: 'CSC 201',
  CourseTitleEn: 'Data Structures',
  CourseTitleAr: 'هياكل البيانات',
  StartsAt: '2026-06-20T06:00:00.000Z',
  EndsAt: '2026-06-20T08:00:00.000Z',
  Room: 'Hall B2-H1',
  SeatNo: 17,
  ClashesWith: [],
};

/** Parses a document the way a calendar app would: the VTIMEZONE registered, every event expanded. */
function parse(text: string) {
  const calendar = parseCalendar(text);
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

/** Every occurrence of an event as UTC instants. */
function occurrences(event: InstanceType<typeof ICAL.Event>): Date[] {
  const found: Date[] = [];
  const iterator = event.iterator();
  while (found.length < 100) {
    const next = iterator.next();
    // The call after the last occurrence answers nothing and marks the expansion complete.
    if (iterator.complete) break;
    found.push(next.toJSDate());
  }
  return found;
}

const cairoClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

describe('the iCalendar document', () => {
  const source = (term: { StartsOn: string; EndsOn: string; ClassesEndOn: string }) => ({
    schedule: schedule(term),
    exams: [EXAM],
    universityName: 'Nile Delta University',
    host: 'portal.ndu.edu.eg',
    now: new Date('2026-03-01T10:00:00Z'),
  });

  it('keeps a Thursday class at 10:15 Cairo time across the late-April switch to summer time', () => {
    const text = calendarDocument(
      source({ StartsOn: '2026-02-14', EndsOn: '2026-06-30', ClassesEndOn: '2026-06-12' }),
    );
    const [thursday] = parse(text);
    if (!thursday) throw new Error('no event');
    const starts = occurrences(thursday);
    const iso = starts.map((start) => start.toISOString());
    // Egypt moved its clocks forward on Friday 24 April 2026: UTC+2 before, UTC+3 after.
    expect(iso).toContain('2026-04-23T08:15:00.000Z');
    expect(iso).toContain('2026-04-30T07:15:00.000Z');
    expect(new Set(starts.map(cairoClock))).toEqual(new Set(['10:15']));
    // Weekly from the term's first Thursday to the last teaching day.
    expect(iso[0]).toBe('2026-02-19T08:15:00.000Z');
    expect(iso.at(-1)).toBe('2026-06-11T07:15:00.000Z');
    expect(starts).toHaveLength(17);
    expect(thursday.endDate.toJSDate().toISOString()).toBe('2026-02-19T09:45:00.000Z');
  });

  it('keeps Thursday and Saturday classes at their Cairo times across the late-October switch back', () => {
    const text = calendarDocument(
      source({ StartsOn: '2026-09-26', EndsOn: '2027-01-31', ClassesEndOn: '2027-01-16' }),
    );
    const [thursday, saturday] = parse(text);
    if (!thursday || !saturday) throw new Error('two events expected');
    const thursdays = occurrences(thursday).map((start) => start.toISOString());
    // Summer time ends at the end of Thursday 29 October 2026: that Thursday is still UTC+3.
    expect(thursdays).toContain('2026-10-22T07:15:00.000Z');
    expect(thursdays).toContain('2026-10-29T07:15:00.000Z');
    expect(thursdays).toContain('2026-11-05T08:15:00.000Z');
    const saturdays = occurrences(saturday);
    expect(saturdays.map((start) => start.toISOString())).toContain('2026-10-24T05:30:00.000Z');
    expect(saturdays.map((start) => start.toISOString())).toContain('2026-10-31T06:30:00.000Z');
    expect(new Set(saturdays.map(cairoClock))).toEqual(new Set(['08:30']));
    expect(saturdays.at(-1)?.toISOString()).toBe('2027-01-16T06:30:00.000Z');
    expect(saturday.location).toBe('Online');
    expect(saturday.description).toContain('https://zoom.us/j/1234567890');
  });

  it('writes exams at their instants, with the seat', () => {
    const events = parse(
      calendarDocument(source({ StartsOn: '2026-02-14', EndsOn: '2026-06-30', ClassesEndOn: '2026-06-12' })),
    );
    const exam = events.find((event) => event.uid === 'exam-9@portal.ndu.edu.eg');
    expect(exam?.startDate.toJSDate().toISOString()).toBe('2026-06-20T06:00:00.000Z');
    expect(exam?.endDate.toJSDate().toISOString()).toBe('2026-06-20T08:00:00.000Z');
    expect(exam?.summary).toBe('Final exam: CSC 201 Data Structures');
    expect(exam?.description).toContain('Seat 17, Hall B2-H1');
    expect(exam?.isRecurring()).toBe(false);
  });

  it('escapes text, folds long lines at 75 octets without splitting a letter, and ends lines with CRLF', () => {
    const text = calendarDocument(
      source({ StartsOn: '2026-02-14', EndsOn: '2026-06-30', ClassesEndOn: '2026-06-12' }),
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text.replace(/\r\n /g, '')).toContain('Data Structures\\, Algorithms\\; and Practice');
    const [event] = parse(text);
    expect(event?.summary).toBe('CSC 201 Lecture: Data Structures, Algorithms; and Practice');
    expect(event?.description).toContain('هياكل البيانات والخوارزميات والتطبيقات العملية في علوم الحاسب');
    const folded = foldLine(`DESCRIPTION:${'ب'.repeat(60)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'ب'.repeat(60)}`);
  });

  it("describes Egypt's offset changes from the runtime's time-zone database", () => {
    const changes = offsetTransitions(
      ZONE,
      new Date('2026-01-01T00:00:00Z'),
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(changes.map((change) => [change.at.toISOString(), change.from, change.to])).toEqual([
      ['2026-04-23T22:00:00.000Z', 120, 180],
      ['2026-10-29T21:00:00.000Z', 180, 120],
    ]);
  });

  it('is a valid empty calendar for a student with no term', () => {
    const text = calendarDocument({
      ...source({ StartsOn: '2026-02-14', EndsOn: '2026-06-30', ClassesEndOn: '2026-06-12' }),
      schedule: {
        ...schedule({ StartsOn: '2026-02-14', EndsOn: '2026-06-30', ClassesEndOn: '2026-06-12' }),
        Term: null,
        Sections: [],
      },
      exams: [],
    });
    expect(parse(text)).toEqual([]);
    expect(text).toContain('BEGIN:VTIMEZONE');
  });

  it('asks subscribed calendars to fetch it again hourly, so a registration change reaches them', () => {
    const term = { StartsOn: '2026-02-14', EndsOn: '2026-06-30', ClassesEndOn: '2026-06-12' };
    const lines = calendarDocument(source(term)).split('\r\n');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H');
  });
});
