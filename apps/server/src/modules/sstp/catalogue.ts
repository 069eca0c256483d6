import type { SstpOffer, SstpProgram } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { facultyPrograms, latestCycle, programById, programOffers, studentFacts } from './queries.js';
import type { SstpProgramRow } from './schema.js';
import { offerView } from './views.js';

export function programView(program: SstpProgramRow): SstpProgram {
  return {
    ProgramId: program.id,
    Code: program.code,
    NameEn: program.nameEn,
    NameAr: program.nameAr,
    Credits: program.credits,
    FacultyId: program.facultyId,
    WeeksMin: program.weeksMin,
  };
}

/** programs: the training programs offered to the student's faculty; null for a student no longer on record. */
export async function studentPrograms(db: Database, studentId: number): Promise<SstpProgram[] | null> {
  const facts = await studentFacts(db, studentId);
  if (!facts) return null;
  return (await facultyPrograms(db, facts.facultyId)).map(programView);
}

/**
 * GetOrganizations: the latest cycle's offers of a program (of the student's faculty; another faculty's shows
 * nothing) and level, narrowed to a language and a category when asked.
 */
export async function catalogueOffers(
  db: Database,
  studentId: number,
  asked: { programId: number; levelId: number; languageId?: number; categoryId?: number },
): Promise<{ CycleId: number | null; Offers: SstpOffer[] } | null> {
  const [facts, current, program] = await Promise.all([
    studentFacts(db, studentId),
    latestCycle(db),
    programById(db, asked.programId),
  ]);
  if (!facts) return null;
  if (!current) return { CycleId: null, Offers: [] };
  if (!program || program.facultyId !== facts.facultyId) return { CycleId: current.cycle.id, Offers: [] };
  const offers = await programOffers(db, current.cycle.id, program.id, asked.levelId);
  return {
    CycleId: current.cycle.id,
    Offers: offers
      .filter(
        ({ organization }) =>
          (asked.languageId === undefined || organization.languageIds.includes(asked.languageId)) &&
          (asked.categoryId === undefined || organization.categoryId === asked.categoryId),
      )
      .map(offerView),
  };
}
