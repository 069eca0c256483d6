import type { BusSubscription } from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { currentTermWindow, isWindowOpen } from '../../academic/term-windows.js';
import { busDueOn, subscriptionAnswer } from './bus.js';
import { lockedLine, othersOnLine, saveSubscription, stopOf, subscriptionOf } from './bus-queries.js';
import { lockStudent } from '../invoice-queries.js';
import { creditCharge, raiseCharge } from '../ledger.js';
import { lockedChargeWithCredits } from '../queries.js';

/**
 * BusLineChanged: choose or change the line and stop for the current term, while its bus window is open.
 * A new line raises its own charge (`bus:<term>:<student>:<version>`) and credits what is left of the old
 * one, so the statement shows both and the balance is the new fee. The student's row, then the line's,
 * is locked: one change per student at a time, and a line's last seat goes to one student only. The same
 * choice sent again (a double tap) changes nothing.
 */
export async function changeBusLine(
  db: Database,
  studentId: number,
  choice: { lineId: number; stopId: number },
  now: Date,
  timeZone: string,
): Promise<BusSubscription | Refused<'404' | '409'>> {
  const term = await currentTermWindow(db, 'bus_subscription');
  if (!term) return refused('409', say('bus.noTerm'));
  const termName = { en: term.nameEn, ar: term.nameAr };
  const saved = await db.transaction(async (tx) => {
    if (!(await lockStudent(tx, studentId))) return refused('404', say('student.recordNotFound'));
    const current = await subscriptionOf(tx, studentId, term.termId);
    if (current && current.lineId === choice.lineId && current.stopId === choice.stopId) return current;
    if (!isWindowOpen(term, now))
      return refused(
        '409',
        term.closesAt && term.closesAt <= now
          ? say('bus.windowClosed', {
              term: termName,
              closes: { at: term.closesAt, timeZone, monthNamed: true },
            })
          : say('bus.windowNotOpen', { term: termName }),
      );
    const line = await lockedLine(tx, choice.lineId);
    if (!line) return refused('404', say('bus.lineNotFound'));
    const lineName = { en: line.nameEn, ar: line.nameAr };
    if (!(await stopOf(tx, line.id, choice.stopId)))
      return refused('404', say('bus.stopNotOnLine', { line: lineName }));
    // Another stop on the same line keeps the seat and the charge.
    if (current && current.lineId === line.id)
      return saveSubscription(tx, { ...current, stopId: choice.stopId }, now);
    if (!line.active) return refused('409', say('bus.lineInactive', { line: lineName }));
    if ((await othersOnLine(tx, term.termId, line.id, studentId)) >= line.seats)
      return refused('409', say('bus.lineFull', { line: lineName }));
    const version = (current?.version ?? 0) + 1;
    const { charge } = await raiseCharge(tx, {
      studentId,
      termId: term.termId,
      kind: 'bus',
      description: `Bus subscription, line ${line.code} (${line.nameEn})`,
      descriptionAr: `اشتراك الحافلات، خط ${line.code} (${line.nameAr})`,
      amountPiastres: line.feePiastres,
      dueOn: busDueOn(term.closesAt, now, timeZone),
      sourceKey: `bus:${String(term.termId)}:${String(studentId)}:${String(version)}`,
    });
    if (current) {
      const old = await lockedChargeWithCredits(tx, current.chargeId);
      const left = old ? old.charge.amountPiastres - old.creditedPiastres : 0;
      if (left > 0)
        await creditCharge(tx, {
          chargeId: current.chargeId,
          amountPiastres: left,
          reason: `Bus line changed to ${line.code}`,
          sourceKey: `bus-change:${String(current.chargeId)}`,
        });
    }
    return saveSubscription(
      tx,
      {
        studentId,
        termId: term.termId,
        lineId: line.id,
        stopId: choice.stopId,
        version,
        chargeId: charge.id,
      },
      now,
    );
  });
  return 'kind' in saved ? saved : subscriptionAnswer(db, saved, now);
}
