import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { sections } from '../academic/schema.js';
import { saveContactDetails } from '../contact/queries.js';
import { registrationPolicy } from '../advising/policy.js';
import { freeSeat } from '../registration/seat-ledger.js';
import { advisingEvents, registrations } from '../registration/schema.js';
import { waitlistEntries } from './schema.js';
import { sweepWaitlists } from './sweeper.js';
import type { WaitlistCall } from './service.js';
import type { Refused } from '../../platform/http/refused.js';
import { inEnglish } from '../../platform/i18n/words.js';

/** A refusal's message as an English reader gets it; '' for an outcome that was not refused. */
export const said = (outcome: { kind: 'done' } | Refused) =>
  outcome.kind === 'refused' ? inEnglish(outcome.message) : '';

/** The outcome with its refusal in English words, to compare whole. */
export const inWords = <T extends { kind: 'done' } | Refused>(outcome: T) =>
  outcome.kind === 'refused' ? { ...outcome, message: inEnglish(outcome.message) } : outcome;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A current term whose advising window is open (from an hour ago, for a week); add/drop opens later. */
export async function waitlistWorld(app: FastifyInstance) {
  const db = app.database.db;
  const term = await buildTerm(db, { isCurrent: true });
  const now = Date.now();
  await buildTermWindow(db, { termId: term.id, kind: 'advising' });
  await buildTermWindow(db, {
    termId: term.id,
    kind: 'add_drop',
    opensAt: new Date(now + 10 * DAY),
    closesAt: new Date(now + 20 * DAY),
  });
  const policy = registrationPolicy(app.config);

  /** A student free to register: contact data confirmed for the term (otherwise a hold). */
  async function student() {
    const built = await buildStudent(db);
    await db.transaction((tx) =>
      saveContactDetails(tx, {
        studentId: built.id,
        termId: term.id,
        phone: '+20 100 000 0000',
        address: '1 University Street, Cairo',
        emergencyContactName: 'Parent',
        emergencyContactPhone: '+20 100 000 0001',
        emergencyContactRelation: 'Parent',
        confirmedAt: new Date(),
      }),
    );
    return built;
  }

  /** A section of the current term whose `capacity` seats are all taken by other students. */
  async function fullSection(capacity: number, fields: Parameters<typeof buildSection>[1] = {}) {
    const section = await buildSection(db, { termId: term.id, capacity, ...fields });
    const holders = [];
    for (let seat = 0; seat < capacity; seat += 1) {
      const holder = await buildStudent(db);
      await buildRegistration(db, { studentId: holder.id, sectionId: section.id });
      holders.push(holder);
    }
    return { section, holders };
  }

  /** One sweeper pass at `at`, as the app's sweeper runs it. */
  const sweep = (at: Date) =>
    sweepWaitlists(
      { db, timeZone: app.config.UNIVERSITY_TIME_ZONE, offerHours: app.config.WAITLIST_OFFER_HOURS },
      at,
    );

  const call = (studentId: number, sectionId: number, at: Date, labSectionId?: number): WaitlistCall => ({
    studentId,
    sectionId,
    labSectionId,
    window: 'advising',
    policy,
    offerHours: app.config.WAITLIST_OFFER_HOURS,
    seatFreed: app.seatFreed,
    now: at,
  });

  /** A seat holder drops the section through the seat ledger (as add/drop does). */
  const drop = (studentId: number, sectionId: number, now: Date) =>
    db.transaction((tx) => freeSeat(tx, { studentId, sectionId, source: 'add_drop', now }, app.seatFreed));

  /** The section's seats and line as the database has them. */
  async function seatsAndLine(sectionId: number) {
    const [section] = await db
      .select({ capacity: sections.capacity, enrolled: sections.enrolled, held: sections.held })
      .from(sections)
      .where(eq(sections.id, sectionId));
    const registered = await db
      .select({ studentId: registrations.studentId })
      .from(registrations)
      .where(and(eq(registrations.sectionId, sectionId), eq(registrations.status, 'registered')));
    const line = await db
      .select({ studentId: waitlistEntries.studentId, status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sectionId, sectionId))
      .orderBy(asc(waitlistEntries.id));
    return { ...section, registered: registered.length, line };
  }

  /** The waitlist events of the students' advising logs, oldest first. */
  const waitlistEvents = (studentIds: number[]) =>
    db
      .select({
        studentId: advisingEvents.studentId,
        action: advisingEvents.action,
        sectionId: advisingEvents.sectionId,
      })
      .from(advisingEvents)
      .where(and(inArray(advisingEvents.studentId, studentIds), eq(advisingEvents.source, 'waitlist')))
      .orderBy(asc(advisingEvents.id));

  return { db, term, policy, student, fullSection, call, sweep, drop, seatsAndLine, waitlistEvents };
}
