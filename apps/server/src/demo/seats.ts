import { GRADE_W, NO_GRADE } from './grades.js';
import { IntColumn } from './growable.js';
import type { AttemptLog } from './history.js';
import { createRandom } from './random.js';
import type { DemoTerm } from './terms.js';
import { offeringKey, type DemoSection, type Timetable } from './timetable.js';
import { SLOTS, TEACHING_DAYS } from './week.js';

/** Registration rows, column by column; status and grade are indexes (see REGISTRATION_STATUSES, LETTER_GRADES). */
export interface RegistrationColumns {
  student: IntColumn;
  section: IntColumn;
  term: IntColumn;
  status: IntColumn;
  grade: IntColumn;
}

export const STATUS_REGISTERED = 0;
export const STATUS_COMPLETED = 1;
export const STATUS_WITHDRAWN = 2;

const REPORT_EVERY = 250_000;

/**
 * Seats every attempt in a lecture section (and a lab or tutorial of that lecture) without a time clash
 * where one exists. This term a course that cannot be fitted is left out of the student's timetable, as
 * advising would refuse it; in past terms the student is seated anyway. `enrolled` is counted here, so
 * it equals the number of 'registered' and 'completed' rows of each section by construction.
 */
export function assignSeats(
  attempts: AttemptLog,
  terms: readonly DemoTerm[],
  timetable: Timetable,
  seed: number,
  onProgress: (line: string) => void,
): RegistrationColumns {
  const random = createRandom(seed, 'seats');
  const rows: RegistrationColumns = {
    student: new IntColumn(1 << 16),
    section: new IntColumn(1 << 16),
    term: new IntColumn(1 << 16),
    status: new IntColumn(1 << 16),
    grade: new IntColumn(1 << 16),
  };
  const currentIndex = terms.length - 1;
  const busy = new Uint8Array(TEACHING_DAYS.length * SLOTS.length);
  const clashes = (cells: readonly number[]) => cells.some((cell) => busy[cell] === 1);
  const hasSeat = (section: DemoSection, counts: boolean) => !counts || section.enrolled < section.capacity;
  let owner = -1;
  let nextReport = REPORT_EVERY;

  for (let i = 0; i < attempts.student.length; i++) {
    const studentId = attempts.student.at(i);
    const termIndex = attempts.term.at(i);
    const grade = attempts.grade.at(i);
    if (owner !== studentId * 1000 + termIndex) {
      owner = studentId * 1000 + termIndex;
      busy.fill(0);
    }
    const lectures = timetable.offerings.get(offeringKey(termIndex, attempts.course.at(i))) ?? [];
    if (lectures.length === 0) continue;
    const counts = grade !== GRADE_W;
    const start = random.int(0, lectures.length - 1);
    let lecture: DemoSection | undefined;
    let lab: DemoSection | undefined;
    for (let j = 0; j < lectures.length && !lecture; j++) {
      const candidate = lectures[(start + j) % lectures.length];
      if (!candidate || !hasSeat(candidate, counts) || clashes(candidate.cells)) continue;
      const fitting = candidate.labs.find(
        (l) =>
          hasSeat(l, counts) && !clashes(l.cells) && !l.cells.some((cell) => candidate.cells.includes(cell)),
      );
      if (candidate.labs.length > 0 && !fitting) continue;
      lecture = candidate;
      lab = fitting;
    }
    if (!lecture) {
      if (termIndex === currentIndex) continue;
      lecture = lectures.find((l) => hasSeat(l, counts)) ?? lectures[start];
      lab = lecture?.labs.find((l) => hasSeat(l, counts)) ?? lecture?.labs[0];
    }
    if (!lecture) continue;
    const status =
      grade === NO_GRADE ? STATUS_REGISTERED : grade === GRADE_W ? STATUS_WITHDRAWN : STATUS_COMPLETED;
    for (const section of lab ? [lecture, lab] : [lecture]) {
      for (const cell of section.cells) busy[cell] = 1;
      if (counts) {
        section.enrolled++;
        // Only reachable if a past offering ran out of seats: the room was bigger than planned.
        section.capacity = Math.max(section.capacity, section.enrolled);
      }
      rows.student.push(studentId);
      rows.section.push(section.id);
      rows.term.push(section.termId);
      rows.status.push(status);
      rows.grade.push(grade);
    }
    if (rows.student.length >= nextReport) {
      onProgress(`registrations ${nextReport} placed`);
      nextReport += REPORT_EVERY;
    }
  }
  fillSomeSections(timetable, terms, seed);
  return rows;
}

/** A few of this term's popular sections are exactly full, so the "section full" refusal can be tried. */
function fillSomeSections(timetable: Timetable, terms: readonly DemoTerm[], seed: number): void {
  const random = createRandom(seed, 'full-sections');
  const currentTermId = terms[terms.length - 1]?.id;
  for (const section of timetable.sections) {
    if (section.termId !== currentTermId || section.kind !== 'lecture' || section.enrolled < 25) continue;
    if (random.chance(0.08)) section.capacity = section.enrolled;
  }
}
