import type { Catalogue, CatalogueProgram, PlanCourse } from './catalogue.js';
import { GRADE_I, GRADE_W, NO_GRADE, drawGrade, gradePoints, isPassing } from './grades.js';
import type { IntColumn } from './growable.js';
import type { Random } from './random.js';
import type { DemoTerm } from './terms.js';

/** Every course a student sat, one row per (student, term, course); sections are chosen later. */
export interface AttemptLog {
  student: IntColumn;
  term: IntColumn;
  course: IntColumn;
  grade: IntColumn;
}

export interface StudyPlan {
  studentId: number;
  program: CatalogueProgram;
  admittedIndex: number;
  /** A standard-normal trait: how well this student tends to do. */
  ability: number;
  /** Withdrawn students stop studying after this term index. */
  lastTermIndex: number;
  /** Whether the student has registered for the current term yet. */
  registersNow: boolean;
}

export interface StudyOutcome {
  gpa: number | null;
  /** Every course of the plan passed. */
  complete: boolean;
}

const MAX_RETAKES_PER_TERM = 2;

/** Walks a student through every term since admission, choosing courses the way an adviser would. */
export function simulateStudies(
  plan: StudyPlan,
  catalogue: Catalogue,
  terms: readonly DemoTerm[],
  random: Random,
  log: AttemptLog,
): StudyOutcome {
  const { program } = plan;
  const courses = [...program.required, ...chooseElectives(program, catalogue, random)].sort(
    (a, b) => a.suggestedLevel - b.suggestedLevel,
  );
  const passed = new Set<number>();
  const retakes = new Set<number>();
  const points = new Map<number, number>();
  const currentIndex = terms.length - 1;
  let regularTerms = 0;
  let outstanding = courses.length;

  const gpa = (): number | null => {
    let sum = 0;
    let credits = 0;
    for (const [courseId, value] of points) {
      const weight = catalogue.courseById.get(courseId)?.credits ?? 0;
      sum += value * weight;
      credits += weight;
    }
    return credits === 0 ? null : sum / credits;
  };

  const record = (index: number, courseId: number, grade: number): void => {
    log.student.push(plan.studentId);
    log.term.push(index);
    log.course.push(courseId);
    log.grade.push(grade);
  };
  const settle = (courseId: number): void => {
    retakes.delete(courseId);
    if (passed.has(courseId)) return;
    passed.add(courseId);
    if (courses.some((entry) => entry.courseId === courseId)) outstanding--;
  };

  const choose = (load: number, level: number): number[] => {
    const chosen: number[] = [];
    for (const courseId of retakes) {
      if (chosen.length >= Math.min(load, MAX_RETAKES_PER_TERM)) break;
      chosen.push(courseId);
    }
    for (const entry of courses) {
      if (chosen.length >= load || entry.suggestedLevel > level + 1) break;
      if (passed.has(entry.courseId) || chosen.includes(entry.courseId)) continue;
      const course = catalogue.courseById.get(entry.courseId);
      if (!course) continue;
      // Prerequisites are enforced loosely: registrars do grant the odd exception.
      const ready = course.pre.every((id) => passed.has(id)) || random.chance(0.02);
      const together = course.co.every((id) => passed.has(id) || chosen.includes(id));
      if (ready && together) chosen.push(entry.courseId);
    }
    return chosen;
  };

  for (let index = plan.admittedIndex; index <= currentIndex; index++) {
    const term = terms[index];
    if (!term || index > plan.lastTermIndex) break;
    if (outstanding === 0 && retakes.size === 0) break;
    const level = Math.min(program.years, Math.floor(regularTerms / 2) + 1);
    const standingLow = (gpa() ?? 4) < 2;
    let load: number;
    if (term.season === 'summer') {
      // Summer is optional; students with a failed course are the ones who come.
      if (!random.chance(retakes.size > 0 ? 0.5 : 0.2)) continue;
      load = random.int(1, 2);
    } else {
      const termsLeft = Math.max(1, program.years * 2 - regularTerms);
      load = Math.ceil(outstanding / termsLeft) + random.int(0, 1) - (standingLow ? 1 : 0);
      load = Math.min(6, Math.max(2, load));
      regularTerms++;
    }
    if (index === currentIndex) {
      if (plan.registersNow) for (const courseId of choose(load, level)) record(index, courseId, NO_GRADE);
      break;
    }
    const recentTerm = index >= currentIndex - 2 && term.season !== 'summer';
    for (const courseId of choose(load, level)) {
      let grade = random.chance(0.03) ? GRADE_W : drawGrade(random, plan.ability);
      if (recentTerm && grade !== GRADE_W && random.chance(0.004)) grade = GRADE_I;
      record(index, courseId, grade);
      if (grade === GRADE_I) {
        // An incomplete is settled outside the portal; the student does not register for it again.
        settle(courseId);
      } else if (isPassing(grade)) {
        points.set(courseId, gradePoints(grade) ?? 0);
        settle(courseId);
      } else {
        if (grade !== GRADE_W) points.set(courseId, 0);
        retakes.add(courseId);
      }
    }
  }
  return { gpa: gpa(), complete: outstanding === 0 && retakes.size === 0 };
}

/** Each student picks enough of the program's electives to cover the elective credits. */
function chooseElectives(program: CatalogueProgram, catalogue: Catalogue, random: Random): PlanCourse[] {
  const pool = random.shuffle([...program.electives]);
  const chosen: PlanCourse[] = [];
  let credits = 0;
  for (const entry of pool) {
    if (credits >= program.electiveCredits) break;
    chosen.push(entry);
    credits += catalogue.courseById.get(entry.courseId)?.credits ?? 0;
  }
  return chosen;
}
