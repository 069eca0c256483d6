import type { InsertSstpDataBody, SstpStudentAction, SstpStudentData } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refusable, refused, type Refused } from '../../platform/http/refused.js';
import type { Language } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { ineligibility, periodRefusal, saveWindowRefusal } from './eligibility.js';
import {
  allLevels,
  cycleWithTerm,
  languageById,
  latestCycle,
  levelById,
  offerIdsOf,
  programById,
  studentApplication,
  studentApplicationLog,
  studentFacts,
} from './queries.js';
import { saveDraft } from './save-draft.js';
import { moveApplication } from './student-moves.js';
import { applicationView, cycleView } from './views.js';

// The catalogue reads and GetOrganizations are catalogue.ts; the office's calls are office-*.ts.
export { catalogueOffers, studentPrograms } from './catalogue.js';

/** Who asks, and when: SSTP's student calls read the student from the token. */
export interface StudentRead {
  studentId: number;
  now: Date;
  timeZone: string;
  language: Language;
}

/**
 * CheckStudentHasSavedData: the latest cycle (or, answering a write, the cycle written in), whether the student
 * may apply, and their application.
 */
export async function studentData(
  db: Database,
  read: StudentRead,
  cycleId?: number,
): Promise<SstpStudentData | null> {
  const facts = await studentFacts(db, read.studentId);
  if (!facts) return null;
  const current = cycleId === undefined ? await latestCycle(db) : await cycleWithTerm(db, cycleId);
  if (!current)
    return {
      HasSavedData: false,
      Cycle: null,
      Eligible: false,
      NotEligibleReason: inLanguage(say('sstp.noCycle'), read.language),
      CanSave: false,
      Application: null,
    };
  const application = await studentApplication(db, read.studentId, current.cycle.id);
  const chosenLevel = application ? await levelById(db, application.levelId) : undefined;
  const why = ineligibility(facts, chosenLevel ? [chosenLevel] : await allLevels(db));
  const changeable = !application || application.state === 'draft' || application.state === 'withdrawn';
  const log = application ? await studentApplicationLog(db, read.studentId, application.id) : [];
  return {
    HasSavedData: application !== undefined,
    Cycle: cycleView(current),
    Eligible: why === null,
    NotEligibleReason: why === null ? null : inLanguage(why, read.language),
    CanSave: why === null && changeable && saveWindowRefusal(current.cycle, read.now, read.timeZone) === null,
    Application: application ? applicationView(application, log) : null,
  };
}

/**
 * InsertSSTPData: the whole draft replaces the student's application while the cycle is open: a program of
 * their faculty, a level their study level reaches, a period inside the summer of at least the program's
 * weeks, and the cycle's offers of that program and level, each once, at most MaxChoices.
 */
export async function insertDraft(
  db: Database,
  read: StudentRead,
  body: InsertSstpDataBody,
): Promise<SstpStudentData | Refused> {
  const [found, facts] = await Promise.all([
    cycleWithTerm(db, body.CycleId),
    studentFacts(db, read.studentId),
  ]);
  if (!found || !facts) return refused('404', say('sstp.cycleNotFound'));
  const [program, level, language] = await Promise.all([
    programById(db, body.ProgramId),
    levelById(db, body.LevelId),
    languageById(db, body.LanguageId),
  ]);
  if (!program || program.facultyId !== facts.facultyId) return refused('422', say('sstp.programNotOffered'));
  if (!level) return refused('422', say('sstp.levelUnknown'));
  if (!language) return refused('422', say('sstp.languageUnknown'));
  const why = ineligibility(facts, [level]);
  if (why) return refused('422', why);
  const closed = saveWindowRefusal(found.cycle, read.now, read.timeZone);
  if (closed) return refused('409', closed);
  const period = periodRefusal(
    { from: body.PeriodFrom, to: body.PeriodTo },
    { from: found.termStartsOn, to: found.termEndsOn },
    program.weeksMin,
  );
  if (period) return refused('422', period);
  if (new Set(body.OfferIds).size !== body.OfferIds.length) return refused('422', say('sstp.offerTwice'));
  if (body.OfferIds.length > found.cycle.maxChoices)
    return refused('422', say('sstp.tooManyChoices', { max: found.cycle.maxChoices }));
  const offered = await offerIdsOf(
    db,
    { cycleId: found.cycle.id, programId: program.id, levelId: level.id },
    body.OfferIds,
  );
  if (body.OfferIds.some((offerId) => !offered.has(offerId)))
    return refused('422', say('sstp.offerNotOffered'));

  const outcome = await refusable(() => saveDraft(db, read, found.cycle, body));
  if (outcome.kind === 'refused') return outcome;
  return answer(db, read, found.cycle.id);
}

/**
 * SaveStudentSSTPData: submit or withdraw while the cycle takes applications; confirm or decline the place
 * the publication gave. Another student's application is not found; asking for the state the application is
 * already in changes nothing (a double tap).
 */
export async function actOnApplication(
  db: Database,
  read: StudentRead,
  asked: { applicationId: number; action: SstpStudentAction },
): Promise<SstpStudentData | Refused> {
  const outcome = await refusable(() => moveApplication(db, read, asked));
  if (outcome.kind === 'refused') return outcome;
  return answer(db, read, outcome.value);
}

async function answer(db: Database, read: StudentRead, cycleId: number): Promise<SstpStudentData | Refused> {
  const data = await studentData(db, read, cycleId);
  return data ?? refused('404', say('sstp.cycleNotFound'));
}
