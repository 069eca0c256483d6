import type { AdvisingChange, AdvisingSection, CreditLimits, RuleRefusal } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { creditsOf, sectionDetails, timetableView } from '../academic/section-views.js';
import { heldSections } from '../registration/held-sections.js';
import { currentTermId, heldSectionIds, sectionFacts } from './rule-queries.js';
import { clashMessage } from './rules.js';
import type { Language } from '../../platform/i18n/language.js';
import type { Unsaid } from '../../platform/i18n/said.js';
import { allSpoken, inLanguage } from '../../platform/i18n/words.js';

/** The timetable after a change, its refusals not yet put into words. */
export type UnsaidChange = Omit<AdvisingChange, 'Refusals'> & { Refusals: Unsaid<RuleRefusal>[] };

/** The change's answer with its refusals written in the request's language. */
export const changeIn = (answer: UnsaidChange, language: Language): AdvisingChange => ({
  ...answer,
  Refusals: allSpoken(answer.Refusals, language),
});

/**
 * Sections as the advising pages show them: meetings (SectionSchedule), instructor, seats left, whether
 * the student holds each, and the clash each would make with the student's sections of other courses,
 * written in the reader's language (a note inside the data, not a refusal the route writes).
 */
export async function sectionViews(
  db: Database,
  studentId: number,
  termId: number,
  sectionIds: readonly number[],
  language: Language,
): Promise<AdvisingSection[]> {
  if (sectionIds.length === 0) return [];
  const held = await heldSections(db, studentId, termId);
  const heldIds = new Set(held.map((row) => row.sectionId));
  const [details, facts] = await Promise.all([
    sectionDetails(db, sectionIds),
    sectionFacts(db, [...new Set([...sectionIds, ...heldIds])]),
  ]);
  return details.map((section) => {
    const own = facts.get(section.SectionId);
    const others = held
      .filter((row) => row.courseId !== section.CourseId)
      .flatMap((row) => facts.get(row.sectionId) ?? []);
    const clash = own
      ? (others.map((other) => clashMessage(own, other)).find((said) => said !== null) ?? null)
      : null;
    return {
      SectionId: section.SectionId,
      CourseId: section.CourseId,
      CourseCode: section.CourseCode,
      SectionNo: section.SectionNo,
      Kind: section.Kind,
      LectureSectionId: section.lectureSectionId,
      Instructor: section.Instructor,
      Capacity: section.capacity,
      SeatsLeft: section.seatsLeft,
      Registered: heldIds.has(section.SectionId),
      Clash: clash ? inLanguage(clash, language) : null,
      SectionSchedule: section.SectionSchedule,
    };
  });
}

/**
 * The sections the answer shows: as the change's transaction left them when it says (its lock read them, so
 * a second read after the commit would only repeat it), else as they stand now.
 */
async function timetableSections(
  db: Database,
  studentId: number,
  known?: { termId: number | null; held?: readonly number[] | null },
): Promise<readonly number[]> {
  if (known?.held) return known.held;
  const termId = known ? known.termId : await currentTermId(db);
  return termId === null ? [] : heldSectionIds(db, studentId, termId);
}

/** The student's timetable this term with its credits: the answer of every advising change. */
export async function timetableAnswer(
  db: Database,
  studentId: number,
  limits: CreditLimits,
  refusals: Unsaid<RuleRefusal>[] = [],
  known?: { termId: number | null; held?: readonly number[] | null },
): Promise<UnsaidChange> {
  const details = await sectionDetails(db, await timetableSections(db, studentId, known));
  return {
    Refusals: refusals,
    Timetable: details.map(timetableView),
    Credits: creditsOf(details),
    CreditLimits: limits,
  };
}
