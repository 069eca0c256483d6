import type { FacultyChoices, StudentMajorMinor, StudentSavedData } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refusable, refused, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { inLanguage } from '../../platform/i18n/words.js';
import type { Language } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { ineligibility, saveWindowRefusal } from './eligibility.js';
import {
  facultyMajorOfferPrograms,
  latestFacultyRound,
  lockChoices,
  roundOffers,
  roundStateShared,
  roundWithTerm,
  saveChoices,
  studentChoices,
  studentPublishedMinor,
  studentPublishedPlacement,
  studentMajor,
  studentSaves,
} from './queries.js';
import { placementFacts } from './student-facts.js';
import { offerView, resultView, roundView } from './views.js';

/** Tanseek's public face: the student's calls. The office's are office-rounds.ts and placement-run.ts. */
export interface StudentRead {
  studentId: number;
  now: Date;
  timeZone: string;
  scale: GradeScale;
  language: Language;
}

/** GetStudentSavedData: the faculty's latest round, whether the student takes part, their ranking and result. */
export async function studentSavedData(db: Database, read: StudentRead): Promise<StudentSavedData | null> {
  const facts = await placementFacts(db, read.studentId, read.scale, read.now);
  if (!facts) return null;
  const [current, placed] = await Promise.all([
    latestFacultyRound(db, facts.facultyId),
    studentPublishedPlacement(db, read.studentId),
  ]);
  const result = placed ? resultView(placed.placement, placed.round) : null;
  if (!current) {
    const reason = inLanguage(say('tanseek.noRound'), read.language);
    return {
      Round: null,
      Eligible: false,
      NotEligibleReason: reason,
      CanSave: false,
      OfferIds: [],
      SavedAt: null,
      Log: [],
      Result: result,
    };
  }
  const round = current.round;
  const [why, choices, saves] = await Promise.all([
    ineligibility(db, round, facts),
    studentChoices(db, read.studentId, round.id),
    studentSaves(db, read.studentId, round.id),
  ]);
  const saved = choices && choices.offerIds.length > 0 ? choices : undefined;
  return {
    Round: roundView(current),
    Eligible: why === null,
    NotEligibleReason: why === null ? null : inLanguage(why, read.language),
    CanSave: why === null && saveWindowRefusal(round, read.now, read.timeZone) === null,
    OfferIds: saved?.offerIds ?? [],
    SavedAt: saved?.savedAt.toISOString() ?? null,
    Log: saves.map((save) => ({ SavedAt: save.savedAt.toISOString(), OfferIds: save.offerIds })),
    Result: result,
  };
}

/** GetFacultyChoicesForStudent: the offers of the student's faculty's latest round. */
export async function facultyChoices(db: Database, studentId: number): Promise<FacultyChoices | null> {
  const major = await studentMajor(db, studentId);
  if (!major) return null;
  const current = await latestFacultyRound(db, major.facultyId);
  if (!current) return { RoundId: null, Offers: [] };
  const published = current.round.state === 'published';
  const offers = await roundOffers(db, current.round.id);
  return { RoundId: current.round.id, Offers: offers.map((offer) => offerView(offer, published)) };
}

/**
 * The faculty's competitive majors: every program a placement round of the faculty offers (or offered) as a
 * major. Those are placed by ranking, GPA and capacity, never declared (orders' major declaration asks this).
 */
export async function competitiveProgramIds(db: Database, facultyId: number): Promise<Set<number>> {
  const rows = await facultyMajorOfferPrograms(db, facultyId);
  return new Set(rows.map((row) => row.programId));
}

/** GetStudentMajorMinor: the program on the student's record, and the minor a published round gave them. */
export async function majorMinor(db: Database, studentId: number): Promise<StudentMajorMinor | null> {
  const [major, minor, placed] = await Promise.all([
    studentMajor(db, studentId),
    studentPublishedMinor(db, studentId),
    studentPublishedPlacement(db, studentId),
  ]);
  if (!major) return null;
  const name = (program: { programId: number; code: string; nameEn: string; nameAr: string }) => ({
    ProgramId: program.programId,
    ProgramCode: program.code,
    NameEn: program.nameEn,
    NameAr: program.nameAr,
  });
  return {
    Major: name(major),
    Minor: minor ? name(minor) : null,
    PlacedInRoundId: placed?.placement.offerId == null ? null : placed.round.id,
  };
}

/**
 * SaveStudentChoices: the whole ranking replaces the one in force while the round is open and the student
 * eligible; every offer must be the round's, each once, at most MaxChoices. Saving the ranking already in
 * force changes nothing and logs nothing (a double tap).
 */
export async function saveStudentChoices(
  db: Database,
  read: StudentRead,
  asked: { roundId: number; offerIds: number[] },
): Promise<StudentSavedData | Refused> {
  const found = await roundWithTerm(db, asked.roundId);
  const facts = await placementFacts(db, read.studentId, read.scale, read.now);
  if (!found || !facts || found.round.facultyId !== facts.facultyId)
    return refused('404', say('tanseek.roundNotFound'));
  const round = found.round;
  const why = (await ineligibility(db, round, facts)) ?? saveWindowRefusal(round, read.now, read.timeZone);
  if (why) return refused('409', why);
  if (new Set(asked.offerIds).size !== asked.offerIds.length)
    return refused('422', say('tanseek.choiceTwice'));
  if (asked.offerIds.length > round.maxChoices)
    return refused('422', say('tanseek.tooManyChoices', { max: round.maxChoices }));
  const offered = new Set((await roundOffers(db, round.id)).map(({ offer }) => offer.id));
  if (asked.offerIds.some((offerId) => !offered.has(offerId)))
    return refused('422', say('tanseek.choiceNotOffered'));

  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      // The round is read again, share-locked: a close (which locks it for update) comes before or after.
      const state = await roundStateShared(tx, round.id);
      if (state !== 'open')
        throw new RefusedInTransaction(
          '409',
          say('tanseek.closed', { closesAt: { at: round.closesAt, timeZone: read.timeZone } }),
        );
      const locked = await lockChoices(tx, read.studentId, round.id, read.now);
      if (sameRanking(locked.offerIds, asked.offerIds)) return;
      await saveChoices(tx, read.studentId, round.id, asked.offerIds, read.now);
    }),
  );
  if (outcome.kind === 'refused') return outcome;
  const data = await studentSavedData(db, read);
  if (!data) return refused('404', say('tanseek.roundNotFound'));
  return data;
}

const sameRanking = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((offerId, index) => offerId === b[index]);
