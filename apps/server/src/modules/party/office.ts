import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PartyEventMove, PartyOfficeEvent, savePartyEventBody } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refusable, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { currentTerm } from '../academic/current-term.js';
import { eventCounts } from './door-queries.js';
import { EDITABLE_STATES, EVENT_MOVES, mayMove } from './event-states.js';
import { attendingCount, lockEvent } from './queries.js';
import { partyEvents, type PartyEventRow } from './schema.js';
import { eventView } from './views.js';

type SaveEvent = z.output<typeof savePartyEventBody>;
type Outcome = { kind: 'done'; value: PartyOfficeEvent } | Refused;

async function officeView(db: Database | Transaction, row: PartyEventRow): Promise<PartyOfficeEvent> {
  const counts = await eventCounts(db, row.id);
  return {
    ...eventView(row, await attendingCount(db, row.id)),
    Version: row.version,
    Eligibility: row.eligibility,
    FacultyId: row.facultyId,
    MinLevel: row.minLevel,
    MaxLevel: row.maxLevel,
    ProjectCourseIds: row.projectCourseIds,
    Registered: counts.registered,
    Guests: counts.guests,
    Admitted: counts.admittedStudents + counts.admittedGuests,
  };
}

export async function officeEvents(db: Database): Promise<PartyOfficeEvent[]> {
  const rows = await db
    .select()
    .from(partyEvents)
    .orderBy(sql`${partyEvents.startsAt} desc`);
  const views: PartyOfficeEvent[] = [];
  for (const row of rows) views.push(await officeView(db, row));
  return views;
}

/** What the eligibility chosen needs, and questions that can be answered. */
function checkRules(input: SaveEvent): void {
  const refuse = (said: Said) => {
    throw new RefusedInTransaction('422', said);
  };
  if (
    input.Eligibility === 'faculty-level' &&
    (input.FacultyId === null || input.MinLevel === null || input.MaxLevel === null)
  )
    refuse(say('partyOffice.facultyLevels'));
  if (
    input.Eligibility === 'project-students' &&
    (input.FacultyId === null || input.ProjectCourseIds.length === 0)
  )
    refuse(say('partyOffice.projectCourses'));
  if (input.MinLevel !== null && input.MaxLevel !== null && input.MinLevel > input.MaxLevel)
    refuse(say('partyOffice.levelsReversed'));
  for (const question of input.Questions)
    if (question.Kind === 'choice' && question.Options.length < 2)
      refuse(say('partyOffice.choiceOptions', { question: { en: question.LabelEn, ar: question.LabelAr } }));
}

function columnsOf(input: SaveEvent) {
  return {
    kind: input.Kind,
    page: input.Page,
    titleEn: input.TitleEn,
    titleAr: input.TitleAr,
    textEn: input.TextEn,
    textAr: input.TextAr,
    startsAt: new Date(input.StartsAt),
    venueEn: input.VenueEn,
    venueAr: input.VenueAr,
    registrationOpensAt: new Date(input.RegistrationOpensAt),
    registrationClosesAt: new Date(input.RegistrationClosesAt),
    eligibility: input.Eligibility,
    facultyId: input.FacultyId,
    minLevel: input.MinLevel,
    maxLevel: input.MaxLevel,
    projectCourseIds: input.ProjectCourseIds,
    places: input.Places,
    guestQuota: input.GuestQuota,
    feePiastres: input.FeePiastres,
    questions: input.Questions,
  };
}

/** SaveEvent: a new draft in the current term, or an edit of a draft or open event at the version read. */
export function saveEvent(db: Database, input: SaveEvent, now: Date): Promise<Outcome> {
  return refusable(() =>
    db.transaction(async (tx) => {
      checkRules(input);
      if (input.EventId === undefined) {
        const term = await currentTerm(tx);
        if (!term) throw new RefusedInTransaction('409', say('party.notOpen'));
        const [row] = await tx
          .insert(partyEvents)
          .values({ ...columnsOf(input), termId: term.id })
          .returning();
        if (!row) throw new Error('The event was not written');
        return officeView(tx, row);
      }
      const current = await lockEvent(tx, input.EventId);
      if (!current) throw new RefusedInTransaction('404', say('party.eventNotFound'));
      if (current.version !== input.Version) throw new RefusedInTransaction('409', say('partyOffice.stale'));
      if (!EDITABLE_STATES.includes(current.state))
        throw new RefusedInTransaction('409', say('partyOffice.notEditable'));
      const [row] = await tx
        .update(partyEvents)
        .set({ ...columnsOf(input), version: current.version + 1, updatedAt: now })
        .where(eq(partyEvents.id, current.id))
        .returning();
      if (!row) throw new Error('The event was not updated');
      return officeView(tx, row);
    }),
  );
}

/** MoveEvent: open, close or mark held, as the states table allows, at the version read. */
export function moveEvent(
  db: Database,
  input: { eventId: number; version: number; move: PartyEventMove },
  now: Date,
): Promise<Outcome> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const current = await lockEvent(tx, input.eventId);
      if (!current) throw new RefusedInTransaction('404', say('party.eventNotFound'));
      if (current.version !== input.version) throw new RefusedInTransaction('409', say('partyOffice.stale'));
      if (!mayMove(input.move, current.state))
        throw new RefusedInTransaction(
          '409',
          say('partyOffice.moveRefused', { state: current.state, move: input.move }),
        );
      const [row] = await tx
        .update(partyEvents)
        .set({ state: EVENT_MOVES[input.move].to, version: current.version + 1, updatedAt: now })
        .where(eq(partyEvents.id, current.id))
        .returning();
      if (!row) throw new Error('The event was not moved');
      return officeView(tx, row);
    }),
  );
}
