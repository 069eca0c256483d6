import { say, type Said } from '../../platform/i18n/said.js';
import type { ApplicantFacts } from './applicant-facts.js';
import type { IntlProgramRow } from './schema.js';

export type EligibilityFacts = Pick<
  ApplicantFacts,
  'status' | 'facultyId' | 'programId' | 'level' | 'gpa' | 'standing' | 'disciplinaryHold'
>;

/** The window of a program: a draft is made and submitted only while it is open. */
export function windowRefusal(
  program: Pick<IntlProgramRow, 'opensAt' | 'closesAt'>,
  now: Date,
  timeZone: string,
): Said | null {
  if (now < program.opensAt)
    return say('international.notEligible.notOpenYet', {
      at: { at: program.opensAt, timeZone, monthNamed: true },
    });
  if (now >= program.closesAt)
    return say('international.notEligible.closed', {
      at: { at: program.closesAt, timeZone, monthNamed: true },
    });
  return null;
}

/** The program's rules about the student, without the window: who may apply at all. */
export function applicantRefusal(
  program: Pick<IntlProgramRow, 'active' | 'eligibility'>,
  student: EligibilityFacts,
): Said | null {
  const rules = program.eligibility;
  if (!program.active) return say('international.notEligible.inactive');
  if (student.status !== 'active') return say('international.notEligible.studentInactive');
  if (rules.FacultyIds.length > 0 && !rules.FacultyIds.includes(student.facultyId))
    return say('international.notEligible.faculty');
  if (rules.ProgramIds.length > 0 && !rules.ProgramIds.includes(student.programId))
    return say('international.notEligible.program');
  if (rules.MinLevel !== null && student.level < rules.MinLevel)
    return say('international.notEligible.levelAtLeast', { level: rules.MinLevel });
  if (rules.MaxLevel !== null && student.level > rules.MaxLevel)
    return say('international.notEligible.levelAtMost', { level: rules.MaxLevel });
  if (rules.MinGpa !== null && student.gpa === null)
    return say('international.notEligible.noGpa', { gpa: rules.MinGpa.toFixed(2) });
  if (rules.MinGpa !== null && student.gpa !== null && student.gpa < rules.MinGpa)
    return say('international.notEligible.gpa', {
      gpa: rules.MinGpa.toFixed(2),
      yours: student.gpa.toFixed(2),
    });
  if (rules.Standings.length > 0 && !rules.Standings.includes(student.standing))
    return say('international.notEligible.standing', {
      standing: say(`international.standing.${student.standing}`),
    });
  if (rules.NoDisciplinaryHold && student.disciplinaryHold)
    return say('international.notEligible.disciplinaryHold');
  return null;
}

/**
 * Why the student may not apply to the program now, or null: one application per student and program (a
 * withdrawn one counts too), then who may apply, then the window. `earlier` is the student's application to
 * the program other than the one being changed.
 */
export function notEligibleReason(
  program: Pick<IntlProgramRow, 'active' | 'eligibility' | 'opensAt' | 'closesAt'>,
  student: EligibilityFacts,
  earlier: { id: number } | undefined,
  now: Date,
  timeZone: string,
): Said | null {
  if (earlier) return say('international.notEligible.alreadyApplied');
  return applicantRefusal(program, student) ?? windowRefusal(program, now, timeZone);
}
