import {
  modeIdOf,
  type getAppliedSemestersResponse,
  type getAppliedUniversitiesResponse,
  type getInternationalStudentDataResponse,
  type InternationalProgram,
  type ProgramPage,
} from '@portal/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import type { Language } from '../../platform/i18n/language.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { applicantFacts } from './applicant-facts.js';
import { notEligibleReason } from './eligibility.js';
import {
  applicationsToPrograms,
  partnersWithSeats,
  programsOfPage,
  termsWithSeats,
} from './student-queries.js';

/** What a read for the student needs besides the student: the clock, the zone, the request's language. */
export interface StudentRead {
  studentId: number;
  now: Date;
  timeZone: string;
  language: Language;
}

/** GetFacultyIntroText: the programs on a page, with whether the student may apply now and why not. */
export async function facultyIntroText(
  db: Database,
  read: StudentRead,
  pageName: ProgramPage,
): Promise<InternationalProgram[]> {
  const [facts, programs] = await independentReads(db, [
    () => applicantFacts(db, read.studentId, { now: read.now }),
    () => programsOfPage(db, pageName),
  ]);
  if (!facts) return [];
  const applied = await applicationsToPrograms(
    db,
    read.studentId,
    programs.map((program) => program.id),
  );
  return programs.map((program) => {
    const application = applied.find((one) => one.programId === program.id);
    const reason = notEligibleReason(program, facts, application, read.now, read.timeZone);
    return {
      ProgramId: program.id,
      Code: program.code,
      PageName: program.pageName,
      ModeId: modeIdOf(program.mode),
      Mode: program.mode,
      Selection: program.selection,
      TitleEn: program.titleEn,
      TitleAr: program.titleAr,
      IntroEn: program.introEn,
      IntroAr: program.introAr,
      FlyerEn: program.flyerEn,
      FlyerAr: program.flyerAr,
      OpensAt: program.opensAt.toISOString(),
      ClosesAt: program.closesAt.toISOString(),
      MaxChoices: program.maxChoices,
      FeePiastres: program.feePiastres,
      Currency: 'EGP' as const,
      Eligibility: program.eligibility,
      Eligible: reason === null,
      NotEligibleReason: reason === null ? null : inLanguage(reason, read.language),
      ApplicationId: application?.id ?? null,
    };
  });
}

/** GetStudentData (international host): the facts eligibility is judged on; undefined for an unknown student. */
export async function internationalStudentData(
  db: Database,
  studentId: number,
  now: Date,
): Promise<z.infer<typeof getInternationalStudentDataResponse> | undefined> {
  const facts = await applicantFacts(db, studentId, { now });
  if (!facts) return undefined;
  return {
    StudentCode: facts.code,
    NameEn: facts.nameEn,
    NameAr: facts.nameAr,
    FacultyId: facts.facultyId,
    FacultyNameEn: facts.facultyNameEn,
    FacultyNameAr: facts.facultyNameAr,
    ProgramNameEn: facts.programNameEn,
    ProgramNameAr: facts.programNameAr,
    Level: facts.level,
    Gpa: facts.gpa,
    Standing: facts.standing,
    DisciplinaryHold: facts.disciplinaryHold,
  };
}

/** GetAppliedSemesters: the terms the program has seats in, with its seats summed over the partners. */
export async function appliedSemesters(
  db: Database,
  programId: number,
): Promise<z.infer<typeof getAppliedSemestersResponse>> {
  return (await termsWithSeats(db, programId)).map((term) => ({
    TermId: term.termId,
    NameEn: term.nameEn,
    NameAr: term.nameAr,
    Seats: term.seats,
  }));
}

/** GetAppliedUniversities: the partners with seats in the program's term, by name. */
export async function appliedUniversities(
  db: Database,
  programId: number,
  termId: number,
): Promise<z.infer<typeof getAppliedUniversitiesResponse>> {
  return (await partnersWithSeats(db, programId, termId)).map(({ partner, seats }) => ({
    PartnerId: partner.id,
    Code: partner.code,
    NameEn: partner.nameEn,
    NameAr: partner.nameAr,
    CountryEn: partner.countryEn,
    CountryAr: partner.countryAr,
    City: partner.city,
    Seats: seats,
  }));
}
