import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.js';
import { courses, sections, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { students } from '../student/schema.js';
import { waitlistEntries } from './schema.js';
import { inCurrentTerm } from '../academic/current-term.js';

/** The statuses of a place still in line. */
const IN_LINE = ['waiting', 'offered'] as const;
const inLine = inArray(waitlistEntries.status, [...IN_LINE]);
/** A section's line: the requests that need a seat in it, as their section or as their lab. */
const needs = (sectionId: number) =>
  or(eq(waitlistEntries.sectionId, sectionId), eq(waitlistEntries.labSectionId, sectionId));

/**
 * The section's row, locked for the rest of the transaction. Every waitlist change of a section starts
 * here (and the seat ledger's conditional update takes the same row lock), so seats, holds and the line
 * of one section change one transaction at a time, always locking the section before its line.
 */
export async function lockSection(tx: Database, sectionId: number) {
  const [row] = await tx
    .select({
      id: sections.id,
      termId: sections.termId,
      courseId: sections.courseId,
      sectionNo: sections.sectionNo,
      kind: sections.kind,
      lectureSectionId: sections.lectureSectionId,
      capacity: sections.capacity,
      enrolled: sections.enrolled,
      held: sections.held,
      courseCode: courses.code,
      courseTitleEn: courses.titleEn,
      courseTitleAr: courses.titleAr,
      credits: courses.credits,
      hasLab: courses.hasLab,
      currentTerm: terms.isCurrent,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .innerJoin(terms, eq(terms.id, sections.termId))
    .where(eq(sections.id, sectionId))
    // No-key-update, the lock the seat ledger's own updates take: inserts naming the section (a
    // registration, a log event) go on meanwhile, and a second lock by the same transaction never waits.
    .for('no key update', { of: sections });
  return row ?? null;
}
export type LockedSection = NonNullable<Awaited<ReturnType<typeof lockSection>>>;

export const seatsLeft = (section: Pick<LockedSection, 'capacity' | 'enrolled' | 'held'>) =>
  section.capacity - section.enrolled - section.held;

/** Moves `change` seats between free and held (+1: a seat is held for an offer; −1: a hold is released). */
export async function changeHeld(tx: Database, sectionId: number, change: 1 | -1) {
  await tx
    .update(sections)
    .set({ held: sql`${sections.held} + ${change}`, updatedAt: sql`now()` })
    .where(eq(sections.id, sectionId));
}

/** The student's place in the section's line, locked; null when they are not in line. */
export async function placeInLine(tx: Database, studentId: number, sectionId: number) {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.studentId, studentId), eq(waitlistEntries.sectionId, sectionId), inLine))
    .for('update');
  return row ?? null;
}

/** 1 + the places ahead of `entryId` in its section's line. */
export async function positionInLine(tx: Database, sectionId: number, entryId: number): Promise<number> {
  const [row] = await tx
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(needs(sectionId), inLine, sql`${waitlistEntries.id} < ${entryId}`));
  return (row?.ahead ?? 0) + 1;
}

/** The requests waiting (not yet offered) for a seat in the section, in joining order, locked. */
export async function waitingFor(tx: Database, sectionId: number) {
  return tx
    .select({
      id: waitlistEntries.id,
      studentId: waitlistEntries.studentId,
      sectionId: waitlistEntries.sectionId,
      labSectionId: waitlistEntries.labSectionId,
    })
    .from(waitlistEntries)
    .where(and(needs(sectionId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.id))
    .for('update');
}
export type WaitingRequest = Awaited<ReturnType<typeof waitingFor>>[number];

export async function joinLine(
  tx: Database,
  request: { studentId: number; sectionId: number; labSectionId: number | null },
  now: Date,
) {
  const [row] = await tx
    .insert(waitlistEntries)
    .values({ ...request, status: 'waiting', joinedAt: now })
    .returning();
  if (!row) throw new Error('The waitlist place was not saved.');
  return row;
}

export async function makeOffer(tx: Database, entryId: number, now: Date, expiresAt: Date) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt, notifiedAt: null })
    .where(eq(waitlistEntries.id, entryId));
}

export async function endPlace(
  tx: Database,
  entryId: number,
  status: 'accepted' | 'left' | 'declined' | 'lapsed',
  now: Date,
) {
  await tx.update(waitlistEntries).set({ status, endedAt: now }).where(eq(waitlistEntries.id, entryId));
}

/** Whether the student holds a seat in the section now. */
export async function isRegistered(tx: Database, studentId: number, sectionId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.studentId, studentId),
        eq(registrations.sectionId, sectionId),
        eq(registrations.status, 'registered'),
      ),
    );
  return row !== undefined;
}

/** The student's lab or tutorial section of a course this term (the one a lab request replaces). */
export async function heldLab(tx: Database, studentId: number, courseId: number, termId: number) {
  const [row] = await tx
    .select({ id: sections.id, sectionNo: sections.sectionNo })
    .from(registrations)
    .innerJoin(sections, eq(sections.id, registrations.sectionId))
    .where(
      and(
        eq(registrations.studentId, studentId),
        eq(registrations.status, 'registered'),
        eq(sections.courseId, courseId),
        eq(sections.termId, termId),
        ne(sections.kind, 'lecture'),
      ),
    );
  return row ?? null;
}

const labSections = alias(sections, 'lab_sections');

/** The student's places in line in the current term, with their position and line length. */
export async function studentPlaces(db: Database, studentId: number) {
  const line = sql`${waitlistEntries.sectionId} in (w2.section_id, w2.lab_section_id) and w2.status in ('waiting', 'offered')`;
  return db
    .select({
      sectionId: waitlistEntries.sectionId,
      labSectionId: waitlistEntries.labSectionId,
      labSectionNo: labSections.sectionNo,
      courseId: sections.courseId,
      termId: sections.termId,
      kind: sections.kind,
      status: waitlistEntries.status,
      joinedAt: waitlistEntries.joinedAt,
      offeredAt: waitlistEntries.offeredAt,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      position: sql<number>`(select count(*)::int from waitlist_entries w2 where ${line} and w2.id <= ${waitlistEntries.id})`,
      lineLength: sql<number>`(select count(*)::int from waitlist_entries w2 where ${line})`,
      sectionNo: sections.sectionNo,
      courseCode: courses.code,
      courseTitleEn: courses.titleEn,
      courseTitleAr: courses.titleAr,
      credits: courses.credits,
    })
    .from(waitlistEntries)
    .innerJoin(sections, eq(sections.id, waitlistEntries.sectionId))
    .innerJoin(terms, inCurrentTerm(sections.termId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoin(labSections, eq(labSections.id, waitlistEntries.labSectionId))
    .where(and(eq(waitlistEntries.studentId, studentId), inLine))
    .orderBy(asc(waitlistEntries.offerExpiresAt), asc(waitlistEntries.id));
}

/** Offers whose time is up, oldest first: the sweeper's work. */
export async function lapsedOffers(db: Database, now: Date, limit: number) {
  return db
    .select({
      id: waitlistEntries.id,
      sectionId: waitlistEntries.sectionId,
      labSectionId: waitlistEntries.labSectionId,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(waitlistEntries.offerExpiresAt))
    .limit(limit);
}

/** The offered place `entryId` if it is still offered and its time is up, locked; else null. */
export async function lapsedOfferLocked(tx: Database, entryId: number, now: Date) {
  const [row] = await tx
    .select({ id: waitlistEntries.id, studentId: waitlistEntries.studentId })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, entryId),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Current-term sections with a free seat and somebody waiting: a seat freed without passing through the
 * ledger's freeSeat (staff raised the capacity, a hold was released with nobody next) is offered too.
 */
export async function sectionsWithFreeSeatsAndLine(db: Database, limit: number) {
  // Driven from the lines (few rows, waitlist_entries_line_idx), not from every section of the term.
  const rows = await db
    .selectDistinct({ id: sections.id })
    .from(waitlistEntries)
    .innerJoin(
      sections,
      or(eq(sections.id, waitlistEntries.sectionId), eq(sections.id, waitlistEntries.labSectionId)),
    )
    .innerJoin(terms, inCurrentTerm(sections.termId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        sql`${sections.capacity} - ${sections.enrolled} - ${sections.held} > 0`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Claims offers nobody has been told of yet: marks them told and answers them, skipping rows another
 * instance is claiming at the same moment, so each offer is announced by one instance.
 */
export async function claimUnannouncedOffers(db: Database, now: Date, limit: number) {
  const due = db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), isNull(waitlistEntries.notifiedAt)))
    .orderBy(asc(waitlistEntries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(waitlistEntries)
    .set({ notifiedAt: now })
    .where(and(inArray(waitlistEntries.id, due), isNull(waitlistEntries.notifiedAt)))
    .returning({ id: waitlistEntries.id });
  const ids = claimed.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select({
      entryId: waitlistEntries.id,
      studentId: waitlistEntries.studentId,
      studentCode: students.code,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      sectionNo: sections.sectionNo,
      sectionKind: sections.kind,
      labSectionNo: labSections.sectionNo,
      labKind: labSections.kind,
      courseCode: courses.code,
      courseTitleEn: courses.titleEn,
      courseTitleAr: courses.titleAr,
    })
    .from(waitlistEntries)
    .innerJoin(students, eq(students.id, waitlistEntries.studentId))
    .innerJoin(sections, eq(sections.id, waitlistEntries.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoin(labSections, eq(labSections.id, waitlistEntries.labSectionId))
    .where(inArray(waitlistEntries.id, ids));
}
