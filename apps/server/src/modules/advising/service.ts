import type {
  AdvisingChange,
  AdvisingLog,
  AdvisingStudentData,
  AdvisingValidation,
  AdvisingWindowKind,
  CourseSections,
  CreditLimits,
  RuleRefusal,
  SeatSource,
  StudentCategories,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { courses, sections } from '../academic/schema.js';
import { categoriesView, degreeAuditOf } from '../advising-preview/service.js';
import { registrationHolds } from './holds.js';
import { academicRecordOf } from '../transcript/service.js';
import { contactConfirmedFor, currentTerm } from './contact-queries.js';
import { creditLimitsFor, type RegistrationPolicy } from './policy.js';
import { advisingEventsOf, advisingProfile } from './queries.js';
import { lockStudent } from '../registration/student-lock.js';
import { currentTermId, currentWindow, heldSectionIds, sectionFacts } from './rule-queries.js';
import {
  creditsOf,
  entryRefusals,
  judgeTimetable,
  timetableFacts,
  windowClosedMessage,
  type TimetableChange,
} from './rules.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import { freeSeat, takeSeat } from '../registration/seat-ledger.js';
import type { SeatFreedHook } from '../registration/seat-freed.js';
import { sectionViews, timetableAnswer } from './views.js';
import { isWindowOpen } from '../academic/term-windows.js';

// What other modules use of this module's internals, so they never import those files directly.
export { registrationHolds } from './holds.js';
export { registrationPolicy, type RegistrationPolicy } from './policy.js';
export {
  checkTimetable,
  entryRefusals,
  judgeTimetable,
  studentCreditLimits,
  timetableFacts,
} from './rules.js';

const windowView = (kind: AdvisingWindowKind, window: { opensAt: Date; closesAt: Date } | undefined) =>
  window
    ? { Kind: kind, OpensAt: window.opensAt.toISOString(), ClosesAt: window.closesAt.toISOString() }
    : null;

/**
 * AdvisingValidator/Check: may the student enter this window now, and if not, every reason in plain
 * words (the window's dates, each hold). Null for a student that does not exist.
 */
export async function advisingValidation(
  db: Database,
  studentId: number,
  kind: AdvisingWindowKind,
  now: Date,
  policy: RegistrationPolicy,
): Promise<AdvisingValidation | null> {
  const [profile, window, holds, term] = await Promise.all([
    advisingProfile(db, studentId),
    currentWindow(db, kind),
    registrationHolds(db, studentId, now),
    currentTerm(db),
  ]);
  if (!profile) return null;
  const closed = windowClosedMessage(kind, window, now, policy.timeZone);
  const reasons = [...(closed ? [closed] : []), ...holds.map((hold) => hold.Message)];
  const nextPage =
    kind === 'add_drop'
      ? 'AddDrop'
      : kind === 'advising_preview'
        ? 'Preview'
        : profile.advisingMode === 'group'
          ? 'AdvisingModules'
          : 'IndAdvising';
  return {
    Now: now.toISOString(),
    Kind: kind,
    Window: windowView(kind, window),
    WindowOpen: isWindowOpen(window, now),
    Holds: holds,
    ContactConfirmed: term ? await contactConfirmedFor(db, studentId, term.id) : false,
    Reasons: reasons,
    CanEnter: reasons.length === 0,
    AdvisingMode: profile.advisingMode,
    NextPage: nextPage,
  };
}

/** Advising/GetStudentData: standing, GPA, earned credits, this term's limits and held credits. */
export async function advisingStudentData(
  db: Database,
  studentId: number,
  policy: RegistrationPolicy,
  now: Date,
): Promise<AdvisingStudentData | null> {
  const [profile, record, window, term] = await Promise.all([
    advisingProfile(db, studentId),
    academicRecordOf(db, studentId, policy.scale, now),
    currentWindow(db, 'advising'),
    currentTerm(db),
  ]);
  if (!profile) return null;
  const limits = creditLimitsFor(policy, record.standing, record.cumulative.gpa);
  const held = term ? await heldSectionIds(db, studentId, term.id) : [];
  const facts = await sectionFacts(db, held);
  return {
    StudentCode: profile.code,
    NameEn: profile.nameEn,
    NameAr: profile.nameAr,
    ProgramCode: profile.programCode,
    ProgramNameEn: profile.programNameEn,
    ProgramNameAr: profile.programNameAr,
    AdvisingMode: profile.advisingMode,
    Level: profile.level,
    Standing: record.standing,
    Gpa: record.cumulative.gpa,
    EarnedCredits: record.cumulative.earnedCredits,
    CreditLimits: { Min: limits.min, Max: limits.max },
    RegisteredCredits: creditsOf(facts.values()),
    Term: term ? { Code: term.code, NameEn: term.nameEn, NameAr: term.nameAr } : null,
    Window: windowView('advising', window),
    WindowOpen: isWindowOpen(window, now),
  };
}

/** GetStudentCategories: the study plan with each course's state (the degree audit of advising-preview). */
export async function studentCategories(
  db: Database,
  studentId: number,
  policy: RegistrationPolicy,
  now: Date,
): Promise<StudentCategories> {
  return { Categories: categoriesView(await degreeAuditOf(db, studentId, policy.scale, now)) };
}

/** Advising/GetCourseSections: the course's sections this term, lectures each followed by their labs. */
export async function advisingCourseSections(
  db: Database,
  studentId: number,
  courseId: number,
  timeZone: string,
): Promise<CourseSections | null> {
  const termId = await currentTermId(db);
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (termId === null || !course) return null;
  const offered = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.courseId, courseId), eq(sections.termId, termId)));
  if (offered.length === 0) return null;
  const views = await sectionViews(
    db,
    studentId,
    termId,
    offered.map((row) => row.id),
  );
  const lectures = views.filter((section) => section.Kind === 'lecture');
  return {
    CourseId: course.id,
    CourseCode: course.code,
    TitleEn: course.titleEn,
    TitleAr: course.titleAr,
    Credits: course.credits,
    HasLab: course.hasLab,
    TimeZone: timeZone,
    Sections: lectures.flatMap((lecture) => [
      lecture,
      ...views.filter((section) => section.LectureSectionId === lecture.SectionId),
    ]),
  };
}

/** A change refused: which refusals, and whether they stop entering at all (window, holds) or the change. */
export type ChangeOutcome =
  | { kind: 'done'; answer: AdvisingChange }
  | { kind: 'refused'; status: '422' | '423'; message: string; answer: AdvisingChange };

/** Thrown inside the transaction to roll it back; carries what the student reads. */
class Refused extends Error {
  constructor(
    readonly status: '422' | '423',
    readonly refusals: RuleRefusal[],
  ) {
    super('refused');
  }
}

/** The timetable after the change (or as it stayed), read on one connection. */
const answerOf = (db: Database, studentId: number, limits: CreditLimits, refusals: RuleRefusal[] = []) =>
  db.transaction((tx) => timetableAnswer(tx, studentId, limits, refusals));

/**
 * Applies a change of the timetable in one transaction on one connection (a rush must not queue each
 * request for a dozen connections): the student's row is locked (one change of theirs at a time), the
 * window and holds are checked, then the whole resulting timetable, then seats are freed and taken
 * through the ledger. Any refusal, including a seat lost to someone faster between the check and the
 * take, rolls everything back: all or nothing.
 */
export async function applyTimetableChange(
  db: Database,
  studentId: number,
  change: TimetableChange,
  options: {
    window: AdvisingWindowKind;
    source: SeatSource;
    policy: RegistrationPolicy;
    /** Where the ledger announces the seats this change frees (the app's, see app.ts). */
    seatFreed: SeatFreedHook;
    now: Date;
    /** More work in the same transaction once the seats are taken (the group choice). */
    alsoDo?: (tx: Transaction) => Promise<void>;
  },
): Promise<ChangeOutcome> {
  const { policy, now } = options;
  let limits: CreditLimits = { Min: 0, Max: 0 };
  /** The term the change was for, once the student's row is locked: a refusal is logged against it. */
  const locked: { termId: number | null } = { termId: null };
  try {
    // The answer (the timetable as it now stands) is read before the commit, on the same connection.
    return await db.transaction(async (tx): Promise<ChangeOutcome> => {
      const known = await lockStudent(tx, studentId);
      locked.termId = known.termId;
      const facts = await timetableFacts(tx, studentId, change, policy, now, known);
      limits = { Min: facts.limits.min, Max: facts.limits.max };
      const entry = await entryRefusals(
        tx,
        studentId,
        options.window,
        now,
        policy.timeZone,
        policy.entryClearance,
      );
      if (entry.length > 0) throw new Refused('423', entry);
      const refusals = judgeTimetable(facts, change);
      if (refusals.length > 0) throw new Refused('422', refusals);
      for (const sectionId of change.drop)
        await freeSeat(tx, { studentId, sectionId, source: options.source }, options.seatFreed);
      for (const sectionId of change.add) {
        const outcome = await takeSeat(tx, { studentId, sectionId, source: options.source });
        if (outcome === 'taken') continue;
        const section = facts.sections.get(sectionId);
        const name = section ? `${section.courseCode} section ${section.sectionNo}` : 'That section';
        const about = { CourseCode: section?.courseCode ?? null, SectionId: sectionId };
        throw new Refused('422', [
          outcome === 'full'
            ? { Code: 'section_full', Message: `${name} is full.`, ...about }
            : { Code: 'duplicate_course', Message: `You already have ${name}.`, ...about },
        ]);
      }
      await options.alsoDo?.(tx);
      return { kind: 'done', answer: await timetableAnswer(tx, studentId, limits, [], known) };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    // The refusal rolled its transaction back; the student's log keeps it, in a transaction of its own.
    const { termId } = locked;
    if (termId !== null) {
      await db.transaction((tx) =>
        logAdvisingEvent(tx, {
          studentId,
          termId,
          action: 'change_refused',
          source: options.source,
          detail: error.refusals.map((refusal) => refusal.Message).join(' '),
        }),
      );
    }
    return {
      kind: 'refused',
      status: error.status,
      message: error.refusals.map((refusal) => refusal.Message).join(' '),
      answer: await answerOf(db, studentId, limits, error.refusals),
    };
  }
}

/** The sections of a course the student holds this term (RemoveCourse frees them all). */
export async function heldSectionsOfCourse(
  db: Database,
  studentId: number,
  courseId: number,
): Promise<number[]> {
  const termId = await currentTermId(db);
  if (termId === null) return [];
  const held = await sectionFacts(db, await heldSectionIds(db, studentId, termId));
  return [...held.values()].filter((section) => section.courseId === courseId).map((section) => section.id);
}

/** Advising/GetLoggers: the student's own advising history, newest first (the latest 200 events). */
export async function advisingLog(db: Database, studentId: number): Promise<AdvisingLog> {
  const rows = await advisingEventsOf(db, studentId, 200);
  return {
    Events: rows.map((row) => ({
      EventId: row.id,
      At: row.at.toISOString(),
      Action: row.action,
      Source: row.source,
      CourseCode: row.courseCode,
      SectionNo: row.sectionNo,
      Detail: row.detail,
    })),
  };
}
