import type { PartyEventForStudent, PartyPage } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { ineligibility, partyFacts, windowRefusal, type PartyFacts } from './eligibility.js';
import {
  attendingCount,
  guestsOf,
  registrationOf,
  registrationsOfStudent,
  visibleEventsOfPage,
} from './queries.js';
import type { PartyEventRow } from './schema.js';
import type { PartyStudent } from './student-context.js';
import { studentEventView } from './views.js';

/** One event as the student sees it, read in `db` (a transaction answers what it just wrote). */
export async function studentEvent(
  db: Database | Transaction,
  who: PartyStudent,
  event: PartyEventRow,
  facts: PartyFacts,
): Promise<PartyEventForStudent> {
  const [reason, registration, guests, placesTaken] = [
    await ineligibility(db, event, facts),
    await registrationOf(db, who.studentId, event.id),
    await guestsOf(db, who.studentId, event.id),
    await attendingCount(db, event.id),
  ];
  return studentEventView({
    event,
    placesTaken,
    notEligible: reason ? inLanguage(reason, who.language) : null,
    canChange: reason === null && windowRefusal(event, who.now, who.timeZone) === null,
    registration,
    guests,
  });
}

/** GetStudentSavedData: the events of a page (not drafts), or undefined for a student no longer on record. */
export async function savedData(
  db: Database,
  who: PartyStudent,
  page: PartyPage,
): Promise<PartyEventForStudent[] | undefined> {
  const facts = await partyFacts(db, who.studentId, who.scale, who.now);
  if (!facts) return undefined;
  const events = await visibleEventsOfPage(db, page);
  const answers: PartyEventForStudent[] = [];
  for (const event of events) answers.push(await studentEvent(db, who, event, facts));
  return answers;
}

/** _Student: every event the student registered for, newest first. */
export async function studentSummary(db: Database, studentId: number) {
  const rows = await registrationsOfStudent(db, studentId);
  return rows.map((row) => ({
    EventId: row.event.id,
    Page: row.event.page,
    TitleEn: row.event.titleEn,
    TitleAr: row.event.titleAr,
    StartsAt: row.event.startsAt.toISOString(),
    Attending: row.attending,
    GuestsInvited: row.guestsInvited,
    GuestsAdmitted: row.guestsAdmitted,
    Admitted: row.admitted,
  }));
}
