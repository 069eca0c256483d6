import type {
  AdvisingLog,
  AdvisingStudentData,
  AdvisingValidation,
  AdvisingWindowKind,
  CourseSections,
  RegistrationHold,
  StudentCategories,
} from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { courseOffering } from './course-offering.js';
import { categoriesView, degreeAuditOf } from './degree-audit.js';
import { registrationHolds } from './holds.js';
import { academicRecordOf } from '../transcript/service.js';
import { currentTerm } from '../academic/current-term.js';
import { contactConfirmedFor } from '../contact/service.js';
import { creditLimitsFor, type RegistrationPolicy } from './policy.js';
import { advisingEventsOf, advisingProfile } from './queries.js';
import { currentWindow, heldSectionIds, sectionFacts } from './rule-queries.js';
import { creditsOf } from './rules.js';
import { sectionViews } from './views.js';
import { windowClosedMessage } from './window-entry.js';
import { isWindowOpen } from '../academic/term-windows.js';

// What other modules use of this module's internals, so they never import those files directly.
export { registrationHolds } from './holds.js';
export { registrationPolicy, type RegistrationPolicy } from './policy.js';
export { advisingRules, type AdvisingRules } from './registration-rules.js';
export {
  categoriesView,
  degreeAuditFor,
  degreeAuditOf,
  type AuditCourse,
  type DegreeAudit,
} from './degree-audit.js';
import type { Language } from '../../platform/i18n/language.js';
import type { Said, Unsaid } from '../../platform/i18n/said.js';
import { allSpoken, inLanguage } from '../../platform/i18n/words.js';
export { checkTimetable, studentCreditLimits, timetableFacts } from './timetable-facts.js';
export { applyTimetableChange, type ChangeOutcome } from './timetable-change.js';
export { changeIn } from './views.js';
export { judgeTimetable } from './rules.js';
export { entryRefusals, windowClosedMessage } from './window-entry.js';

/** The validate page's answer with its holds and reasons not yet put into words. */
export type UnsaidValidation = Omit<AdvisingValidation, 'Holds' | 'Reasons'> & {
  Holds: Unsaid<RegistrationHold>[];
  Reasons: Said[];
};

/** The validate page's answer written in the request's language. */
export const validationIn = (answer: UnsaidValidation, language: Language): AdvisingValidation => ({
  ...answer,
  Holds: allSpoken(answer.Holds, language),
  Reasons: answer.Reasons.map((reason) => inLanguage(reason, language)),
});

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
): Promise<UnsaidValidation | null> {
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
  language: Language,
): Promise<CourseSections | null> {
  const offering = await courseOffering(db, courseId);
  if (!offering) return null;
  const { course } = offering;
  const views = await sectionViews(db, studentId, offering.termId, offering.sectionIds, language);
  const lectures = views.filter((section) => section.Kind === 'lecture');
  // Labs grouped once: a large course's page filtered every section once per lecture.
  const labsOf = new Map<number, typeof views>();
  for (const section of views) {
    if (section.LectureSectionId === null) continue;
    const labs = labsOf.get(section.LectureSectionId) ?? [];
    labs.push(section);
    labsOf.set(section.LectureSectionId, labs);
  }
  return {
    CourseId: course.id,
    CourseCode: course.code,
    TitleEn: course.titleEn,
    TitleAr: course.titleAr,
    Credits: course.credits,
    HasLab: course.hasLab,
    TimeZone: timeZone,
    Sections: lectures.flatMap((lecture) => [lecture, ...(labsOf.get(lecture.SectionId) ?? [])]),
  };
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
