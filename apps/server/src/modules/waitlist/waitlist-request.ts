import { sectionSaid } from '../academic/section-name.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { RefusedInTransaction } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { sections } from '../academic/schema.js';
import { waitlistEntries } from './schema.js';
import { heldLab, isRegistered, lockSection, type LockedSection } from './queries.js';

/**
 * What one place in line waits for: a section, or a lecture with one of its labs or tutorials (the offer
 * holds a seat in both or in neither), and — for a lab alone, waited for by a student who holds its
 * lecture — the lab they hold now, given up when they accept.
 */
export interface RequestSections {
  section: LockedSection;
  lab: LockedSection | null;
  replaces: { id: number; sectionNo: string } | null;
}

type NamedSection = Pick<LockedSection, 'courseCode' | 'sectionNo' | 'kind'>;

/** "CSC 301 section 1", "CSC 301 lab 3": a section as the student knows it. */
export const sectionName = (section: NamedSection): Said =>
  sectionSaid(section.kind, section.courseCode, section.sectionNo);

/** "CSC 301 section 1 with CSC 301 lab 3": how messages name a request. */
export function requestName({ section, lab }: { section: NamedSection; lab: NamedSection | null }): Said {
  return lab
    ? say('waitlist.withLab', { section: sectionName(section), lab: sectionName(lab) })
    : sectionName(section);
}

/** The sections a request needs a seat in: one, or the lecture and its lab. */
export const requestSeats = ({ section, lab }: Pick<RequestSections, 'section' | 'lab'>) =>
  lab ? [section, lab] : [section];

/**
 * Locks the sections in id order, the order every multi-section change of the waitlist takes, so two
 * requests sharing a lab or a lecture never wait for each other's locks in a circle.
 */
async function lockInOrder(tx: Transaction, ids: readonly number[]): Promise<Map<number, LockedSection>> {
  const locked = new Map<number, LockedSection>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const section = await lockSection(tx, id);
    if (!section?.currentTerm) throw new RefusedInTransaction('404', say('rules.notOffered'));
    locked.set(id, section);
  }
  return locked;
}

/** Refuses a pair that is not a lecture with one of its own labs, or a lab without its lecture. */
async function checkShape(tx: Transaction, studentId: number, { section, lab }: RequestSections) {
  if (lab && (section.kind !== 'lecture' || lab.kind === 'lecture' || lab.lectureSectionId !== section.id))
    throw new RefusedInTransaction(
      '409',
      say('waitlist.notLabOf', { lab: sectionName(lab), section: sectionName(section) }),
    );
  if (!lab && section.kind === 'lecture' && section.hasLab)
    throw new RefusedInTransaction(
      '409',
      say('waitlist.chooseLab', { course: section.courseCode, section: sectionName(section) }),
    );
  const lectureId = section.lectureSectionId;
  if (!lab && section.kind !== 'lecture' && (!lectureId || !(await isRegistered(tx, studentId, lectureId))))
    throw new RefusedInTransaction('409', say('waitlist.labWithLecture', { section: sectionName(section) }));
}

/**
 * JoinWaitlist's request, its sections locked (after the student), its shape checked: a lecture of a
 * course with labs comes with one of its labs; a lab alone only from a student holding its lecture.
 */
export async function lockNewRequest(
  tx: Transaction,
  studentId: number,
  sectionId: number,
  labSectionId: number | undefined,
): Promise<RequestSections> {
  const locked = await lockInOrder(tx, labSectionId ? [sectionId, labSectionId] : [sectionId]);
  const section = locked.get(sectionId);
  if (!section) throw new Error('The locked section went missing.');
  const request = { section, lab: labSectionId ? (locked.get(labSectionId) ?? null) : null, replaces: null };
  await checkShape(tx, studentId, request);
  return { ...request, replaces: await replacedLab(tx, studentId, request) };
}

/** The lab a lab-alone request gives up on acceptance: the student's current lab of that course. */
async function replacedLab(tx: Transaction, studentId: number, request: RequestSections) {
  if (request.lab || request.section.kind === 'lecture') return null;
  const held = await heldLab(tx, studentId, request.section.courseId, request.section.termId);
  return held ? { id: held.id, sectionNo: held.sectionNo } : null;
}

/**
 * The sections of the student's place in the line of `sectionId` (and the lab they would give up), all
 * locked in id order before the place itself is locked: the order section, then line. Null when the
 * student has no place there (the section still locked, for the refusal's words).
 */
export async function lockPlaceSections(
  tx: Transaction,
  studentId: number,
  sectionId: number,
): Promise<RequestSections | null> {
  // Read unlocked first, only to learn which rows to lock: a place's sections never change.
  const [place] = await tx
    .select({
      labSectionId: waitlistEntries.labSectionId,
      kind: sections.kind,
      courseId: sections.courseId,
      termId: sections.termId,
    })
    .from(waitlistEntries)
    .innerJoin(sections, eq(sections.id, waitlistEntries.sectionId))
    .where(
      and(
        eq(waitlistEntries.studentId, studentId),
        eq(waitlistEntries.sectionId, sectionId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    );
  const replaces =
    place && !place.labSectionId && place.kind !== 'lecture'
      ? await heldLab(tx, studentId, place.courseId, place.termId)
      : null;
  const ids = [sectionId, place?.labSectionId, replaces?.id].filter((id) => typeof id === 'number');
  const locked = await lockInOrder(tx, ids);
  const section = locked.get(sectionId);
  if (!section) throw new Error('The locked section went missing.');
  if (!place) return null;
  return {
    section,
    lab: place.labSectionId ? (locked.get(place.labSectionId) ?? null) : null,
    replaces: replaces ? { id: replaces.id, sectionNo: replaces.sectionNo } : null,
  };
}

/** The section, locked, for a refusal that names it; refused when it is not offered this term. */
export async function lockedSection(tx: Transaction, sectionId: number): Promise<LockedSection> {
  const section = (await lockInOrder(tx, [sectionId])).get(sectionId);
  if (!section) throw new Error('The locked section went missing.');
  return section;
}

/**
 * The seats an offer holds (its section and lab), locked in id order. Whatever the term: an offer made
 * in a term that has ended since still lapses.
 */
export async function lockOfferSeats(
  tx: Transaction,
  offer: { sectionId: number; labSectionId: number | null },
): Promise<LockedSection[]> {
  const ids = offer.labSectionId ? [offer.sectionId, offer.labSectionId] : [offer.sectionId];
  const locked = new Map<number, LockedSection>();
  for (const id of [...ids].sort((a, b) => a - b)) {
    const section = await lockSection(tx, id);
    if (section) locked.set(id, section);
  }
  return ids.flatMap((id) => locked.get(id) ?? []);
}
