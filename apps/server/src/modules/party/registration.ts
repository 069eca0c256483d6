import { eq } from 'drizzle-orm';
import type { PartyEventForStudent, PartyQuestion } from '@portal/contract';
import { universityDate } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refusable, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { raiseCharge } from '../billing/service.js';
import { ineligibility, partyFacts, windowRefusal, type PartyFacts } from './eligibility.js';
import { attendingCount, lockEvent, lockRegistration, revokeAllTickets, writeLog } from './queries.js';
import { partyRegistrations, type PartyEventRow } from './schema.js';
import type { PartyStudent } from './student-context.js';
import { studentEvent } from './student-reads.js';

const FEE_DUE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SaveRequestInput {
  eventId: number;
  attending: boolean;
  answers: Record<string, string>;
}

const refuse = (status: '404' | '409' | '422', said: Said): never => {
  throw new RefusedInTransaction(status, said);
};

/** Every answer names a question of the event; attending, each required one is answered, choices from the list. */
function checkAnswers(questions: readonly PartyQuestion[], input: SaveRequestInput): Record<string, string> {
  const byKey = new Map(questions.map((question) => [question.Key, question]));
  for (const key of Object.keys(input.answers))
    if (!byKey.has(key)) refuse('422', say('party.unknownQuestion', { key }));
  const kept: Record<string, string> = {};
  for (const question of questions) {
    const answer = input.answers[question.Key] ?? '';
    if (answer === '') {
      if (question.Required && input.attending)
        refuse(
          '422',
          say('party.answerMissing', { question: { en: question.LabelEn, ar: question.LabelAr } }),
        );
      continue;
    }
    if (question.Kind === 'choice' && !question.Options.includes(answer))
      refuse(
        '422',
        say('party.answerNotOption', { answer, question: { en: question.LabelEn, ar: question.LabelAr } }),
      );
    kept[question.Key] = answer;
  }
  return kept;
}

async function checkEvent(tx: Transaction, who: PartyStudent, input: SaveRequestInput, whiteCoat: boolean) {
  const event = await lockEvent(tx, input.eventId);
  if (!event || event.state === 'draft') return refuse('404', say('party.eventNotFound'));
  if (event.kind === 'white-coat' && !whiteCoat) refuse('422', say('party.useWhiteCoatCall'));
  if (event.kind !== 'white-coat' && whiteCoat) refuse('422', say('party.notWhiteCoat'));
  return event;
}

async function raiseFee(tx: Transaction, who: PartyStudent, event: PartyEventRow, registrationId: number) {
  if (event.feePiastres === null) return null;
  const { charge } = await raiseCharge(tx, {
    studentId: who.studentId,
    termId: event.termId,
    kind: 'ceremony',
    description: event.titleEn,
    descriptionAr: event.titleAr,
    amountPiastres: event.feePiastres,
    dueOn: universityDate(new Date(who.now.getTime() + FEE_DUE_DAYS * DAY_MS), who.timeZone),
    // The registration names the charge for good: saving again never bills twice.
    sourceKey: `party:${String(registrationId)}`,
  });
  return charge.id;
}

async function write(
  tx: Transaction,
  who: PartyStudent,
  event: PartyEventRow,
  input: SaveRequestInput,
  facts: PartyFacts,
) {
  const reason = await ineligibility(tx, event, facts);
  if (reason) throw new RefusedInTransaction('403', reason);
  const closed = windowRefusal(event, who.now, who.timeZone);
  if (closed) throw new RefusedInTransaction('409', closed);
  const answers = checkAnswers(event.questions, input);
  const before = await lockRegistration(tx, who.studentId, event.id);
  const joining = input.attending && before?.attending !== true;
  if (joining && event.places !== null && (await attendingCount(tx, event.id)) >= event.places)
    refuse('409', say('party.full', { places: event.places }));
  const unchanged =
    before?.attending === input.attending && JSON.stringify(before.answers) === JSON.stringify(answers);
  if (unchanged) return;
  const [saved] = await tx
    .insert(partyRegistrations)
    .values({ eventId: event.id, studentId: who.studentId, attending: input.attending, answers })
    .onConflictDoUpdate({
      target: [partyRegistrations.eventId, partyRegistrations.studentId],
      set: { attending: input.attending, answers, updatedAt: who.now },
    })
    .returning();
  if (!saved) throw new Error('The registration was not written');
  if (input.attending && saved.chargeId === null) {
    const chargeId = await raiseFee(tx, who, event, saved.id);
    if (chargeId !== null)
      await tx.update(partyRegistrations).set({ chargeId }).where(eq(partyRegistrations.id, saved.id));
  }
  // Not attending: the student's guests cannot come either, and their own ticket stops working.
  if (!input.attending) await revokeAllTickets(tx, saved.id, who.now);
  await writeLog(tx, {
    eventId: event.id,
    studentId: who.studentId,
    action: before ? 'changed' : 'registered',
    details: { attending: input.attending, answers },
    actingStaffId: who.actingStaffId,
    at: who.now,
  });
}

/**
 * SaveRequest / SaveRequest_WCoat: registers the student (attending or not, with answers) while the event
 * is open to them. Every check passes before anything is written; the same save twice writes nothing;
 * attending an event with a fee raises its charge once.
 */
export async function saveRequest(
  db: Database,
  who: PartyStudent,
  input: SaveRequestInput,
  whiteCoat: boolean,
): Promise<{ kind: 'done'; value: PartyEventForStudent } | Refused | undefined> {
  const facts = await partyFacts(db, who.studentId, who.scale, who.now);
  if (!facts) return undefined;
  return refusable(() =>
    db.transaction(async (tx) => {
      const event = await checkEvent(tx, who, input, whiteCoat);
      await write(tx, who, event, input, facts);
      return studentEvent(tx, who, event, facts);
    }),
  );
}
