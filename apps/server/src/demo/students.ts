import type { NewStudent, StudentStatus } from '../modules/student/schema.js';
import type { Catalogue, CatalogueProgram } from './catalogue.js';
import { standingFromGpa } from '../modules/registration/grade-scale.js';
import { NO_GRADE } from './grades.js';
import { IntColumn } from './growable.js';
import { simulateStudies, type AttemptLog, type StudyOutcome } from './history.js';
import { drawPersonName, fullNameAr, fullNameEn } from './names.js';
import { academicYear, admissionIndex, assignCodes, drawCohort, type Draft } from './cohorts.js';
import { createRandom, type Random } from './random.js';
import { SHOWCASES, type Showcase } from './showcases.js';
import type { DemoTerm } from './terms.js';

export interface Population {
  students: NewStudent[];
  attempts: AttemptLog;
}

/** Women are the majority in the health and language faculties and a minority in engineering. */
const FEMALE_SHARE: Record<string, number> = {
  PHR: 0.62,
  DEN: 0.6,
  LAN: 0.7,
  MCM: 0.6,
  ENG: 0.25,
  ARC: 0.45,
};

export function buildPopulation(
  catalogue: Catalogue,
  terms: readonly DemoTerm[],
  options: { seed: number; students: number; emailDomain: string; onProgress: (line: string) => void },
): Population {
  const attempts: AttemptLog = {
    student: new IntColumn(),
    term: new IntColumn(),
    course: new IntColumn(),
    grade: new IntColumn(),
  };
  const programs = catalogue.faculties.flatMap((faculty) => {
    const total = faculty.programs.reduce((sum, program) => sum + program.weight, 0);
    return faculty.programs.map((program) => ({
      program,
      weight: (faculty.weight * program.weight) / total,
    }));
  });
  const drafts: Draft[] = [];
  for (let index = 0; index < options.students; index++) {
    const showcase = options.students >= SHOWCASES.length ? SHOWCASES[index] : undefined;
    drafts.push(draftStudent(index, showcase));
    if ((index + 1) % 10_000 === 0 || index + 1 === options.students) {
      options.onProgress(`students ${index + 1}/${options.students}`);
    }
  }
  return { students: assignCodes(drafts, terms, options.emailDomain), attempts };

  function draftStudent(index: number, showcase: Showcase | undefined): Draft {
    const start = attempts.student.length;
    for (let draw = 0; ; draw++) {
      const random = createRandom(options.seed, 'student', index, draw);
      const program = showcase
        ? findProgram(showcase.programCode)
        : (programs[random.weightedIndex(programs.map((entry) => entry.weight))]?.program ?? firstProgram());
      const draft = simulate(index, program, random, showcase);
      // A showcase student is drawn again until they are in the situation the demo logins promise.
      if (!showcase || showcase.accepts(draft.row, attempts.student.length - start) || draw === 200)
        return draft;
      attempts.student.truncate(start);
      attempts.term.truncate(start);
      attempts.course.truncate(start);
      attempts.grade.truncate(start);
    }
  }

  function simulate(
    index: number,
    program: CatalogueProgram,
    random: Random,
    showcase: Showcase | undefined,
  ): Draft {
    const studentId = index + 1;
    const facultyCode = catalogue.rows.faculties[program.facultyIndex]?.code ?? '';
    const name = drawPersonName(random, random.chance(FEMALE_SHARE[facultyCode] ?? 0.5) ? 'female' : 'male');
    const cohort =
      showcase?.cohort === 'graduate' ? program.years : (showcase?.cohort ?? drawCohort(random, program));
    const admittedIndex = admissionIndex(terms, cohort, random, showcase?.cohort === 0);
    const currentIndex = terms.length - 1;
    const withdraws = !showcase && admittedIndex < currentIndex && random.chance(0.006);
    const start = attempts.student.length;
    const outcome: StudyOutcome = simulateStudies(
      {
        studentId,
        program,
        admittedIndex,
        ability: showcase?.ability ?? random.normal(),
        lastTermIndex: withdraws ? random.int(admittedIndex, currentIndex - 1) : currentIndex,
        registersNow: showcase?.registersNow ?? random.chance(0.9),
      },
      catalogue,
      terms,
      random,
      attempts,
    );
    const standing = standingFromGpa(outcome.gpa);
    let status: StudentStatus = withdraws ? 'withdrawn' : 'active';
    if (!withdraws && outcome.complete && (outcome.gpa ?? 0) >= 2) status = 'graduated';
    else if (!withdraws && standing === 'probation' && (showcase?.suspended ?? random.chance(0.2)))
      status = 'suspended';
    if (status !== 'active') dropCurrentRegistrations(start);
    // The level is the study year: it moves up each Fall, so a summer still belongs to the year before.
    const years = academicYear(terms[currentIndex]) - academicYear(terms[admittedIndex]) + 1;
    const level = status === 'graduated' ? program.years : Math.min(program.years, Math.max(1, years));
    return {
      row: {
        id: studentId,
        nameEn: fullNameEn(name),
        nameAr: fullNameAr(name),
        facultyId: program.facultyIndex + 1,
        programId: program.id,
        admittedTermId: terms[admittedIndex]?.id ?? 1,
        level,
        standing,
        status,
        gender: name.gender,
        // A few international students (the portal's international pages); the rest Egyptian.
        nationality: studentId % 23 === 9 ? 'JO' : 'EG',
      },
      name,
      admittedIndex,
    };
  }

  function dropCurrentRegistrations(start: number): void {
    let end = attempts.student.length;
    while (end > start && attempts.grade.at(end - 1) === NO_GRADE) end--;
    attempts.student.truncate(end);
    attempts.term.truncate(end);
    attempts.course.truncate(end);
    attempts.grade.truncate(end);
  }

  function findProgram(code: string): CatalogueProgram {
    const index = catalogue.rows.programs.findIndex((row) => row.code === code);
    return programs[index]?.program ?? firstProgram();
  }

  function firstProgram(): CatalogueProgram {
    const first = programs[0];
    if (!first) throw new Error('The demo catalogue has no programs');
    return first.program;
  }
}
