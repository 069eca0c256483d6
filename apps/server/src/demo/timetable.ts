import type { SectionKind } from '../modules/academic/schema.js';
import type { Catalogue, CatalogueCourse } from './catalogue.js';
import type { AttemptLog } from './history.js';
import type { TeachingStaff } from './instructors.js';
import { createRandom, type Random } from './random.js';
import { PATTERNS, SLOTS, TEACHING_DAYS, cellsOf, lecturePattern, type Meeting } from './week.js';
import type { DemoTerm } from './terms.js';

export interface DemoSection {
  id: number;
  termId: number;
  courseId: number;
  sectionNo: string;
  kind: SectionKind;
  lectureSectionId: number | null;
  instructorId: number | null;
  capacity: number;
  enrolled: number;
  meetings: Meeting[];
  /** The (day, slot) cells the section occupies, for clash checks: day * SLOTS.length + slot. */
  cells: number[];
  room: string | null;
  mode: 'in_person' | 'online' | 'hybrid';
  onlineUrl: string | null;
  labs: DemoSection[];
}

export interface Timetable {
  sections: DemoSection[];
  /** Lecture sections per offering, keyed by `offeringKey(termIndex, courseId)`. */
  offerings: Map<number, DemoSection[]>;
}

export function offeringKey(termIndex: number, courseId: number): number {
  return termIndex * 100_000 + courseId;
}

/** Opens as many sections of each course as its students need, in every term; the current term gets spare seats. */
export function buildTimetable(
  catalogue: Catalogue,
  terms: readonly DemoTerm[],
  attempts: AttemptLog,
  staff: TeachingStaff,
  seed: number,
): Timetable {
  const random = createRandom(seed, 'timetable');
  const demand = new Map<number, number>();
  for (let i = 0; i < attempts.term.length; i++) {
    const key = offeringKey(attempts.term.at(i), attempts.course.at(i));
    demand.set(key, (demand.get(key) ?? 0) + 1);
  }
  const sections: DemoSection[] = [];
  const offerings = new Map<number, DemoSection[]>();
  // Like a real timetable, the courses a faculty teaches for one year get different times, so a student
  // who follows the plan can fit them all; each group starts at its own random place in the week.
  const groupStart = new Map<string, number>();
  const groupSize = new Map<string, number>();
  const coursePattern = new Map<number, number>();
  for (const course of catalogue.courses) {
    const group = `${course.facultyIndex}:${/\d/.exec(course.code)?.[0] ?? ''}`;
    if (!groupStart.has(group)) groupStart.set(group, random.int(0, PATTERNS - 1));
    const position = groupSize.get(group) ?? 0;
    groupSize.set(group, position + 1);
    coursePattern.set(course.id, (groupStart.get(group) ?? 0) + position);
  }
  const groupPattern = (course: CatalogueCourse) => coursePattern.get(course.id) ?? 0;
  terms.forEach((term, termIndex) => {
    for (const course of catalogue.courses) {
      const students = demand.get(offeringKey(termIndex, course.id)) ?? 0;
      // Past terms show only what was taught; this term offers every course so advising has choices.
      if (students === 0 && !term.isCurrent) continue;
      const target = random.int(30, 55);
      const count = Math.max(1, Math.ceil(students / (term.isCurrent ? target * 0.75 : target)));
      const base = groupPattern(course);
      const lectures: DemoSection[] = [];
      for (let j = 0; j < count; j++) {
        const lecture = openSection(term, course, 'lecture', String(j + 1).padStart(2, '0'), target, null);
        lecture.meetings = lecturePattern(course.credits, base + j * 7);
        lecture.cells = cellsOf(lecture.meetings);
        if (course.practice) {
          const labCount = target >= 50 ? 2 : 1;
          for (let l = 0; l < labCount; l++) {
            const capacity = Math.ceil(target / labCount) + random.int(0, 4);
            const lab = openSection(
              term,
              course,
              course.practice,
              `${lecture.sectionNo}${'AB'.charAt(l)}`,
              capacity,
              lecture,
            );
            lab.meetings = [practiceMeeting(random, course.practice === 'lab' ? 2 : 1, lecture.cells)];
            lab.cells = cellsOf(lab.meetings);
            lecture.labs.push(lab);
          }
        }
        lectures.push(lecture);
      }
      offerings.set(offeringKey(termIndex, course.id), lectures);
    }
  });
  return { sections, offerings };

  function openSection(
    term: DemoTerm,
    course: CatalogueCourse,
    kind: SectionKind,
    sectionNo: string,
    capacity: number,
    lecture: DemoSection | null,
  ): DemoSection {
    const building = catalogue.faculties[course.facultyIndex]?.building ?? 1;
    const pool = (kind === 'lecture' ? staff.lecturers : staff.assistants)[course.facultyIndex] ?? [];
    const roll = random.next();
    const mode = roll < 0.05 ? 'online' : roll < 0.12 ? 'hybrid' : 'in_person';
    const room =
      kind === 'lab'
        ? `B${building}-L${String(random.int(1, 12)).padStart(2, '0')}`
        : `B${building}-${random.int(1, 4)}${String(random.int(1, 20)).padStart(2, '0')}`;
    const section: DemoSection = {
      id: sections.length + 1,
      termId: term.id,
      courseId: course.id,
      sectionNo,
      kind,
      lectureSectionId: lecture?.id ?? null,
      // A few of this term's sections are still waiting for an instructor ('TBA' on the schedule).
      instructorId: term.isCurrent && random.chance(0.03) ? null : random.pick(pool),
      capacity,
      enrolled: 0,
      meetings: [],
      cells: [],
      room: mode === 'online' ? null : room,
      mode,
      onlineUrl: mode === 'in_person' ? null : `https://zoom.us/j/${random.int(1, 9)}${digits(random, 9)}`,
      labs: [],
    };
    sections.push(section);
    return section;
  }
}

function practiceMeeting(random: Random, span: number, busy: readonly number[]): Meeting {
  let meeting: Meeting = { day: 0, slot: 0, span };
  for (let tries = 0; tries < 12; tries++) {
    meeting = {
      day: random.int(0, TEACHING_DAYS.length - 1),
      slot: random.int(0, SLOTS.length - span),
      span,
    };
    if (!cellsOf([meeting]).some((cell) => busy.includes(cell))) break;
  }
  return meeting;
}

function digits(random: Random, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += String(random.int(0, 9));
  return text;
}
