import type { AdvisingWindowKind, CreditLimits, RuleRefusal } from '@portal/contract';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { freeSeat, takeSeat } from '../registration/seat-ledger.js';
import type { SeatFreedHook } from '../registration/seat-freed.js';
import { registrationPolicy } from './policy.js';
import { checkTimetable, studentCreditLimits } from './timetable-facts.js';
import { entryRefusals } from './window-entry.js';
import type { Unsaid } from '../../platform/i18n/said.js';

/**
 * What the registration writes (add/drop's cart, the schedule builder) need from advising: the rules over
 * the whole resulting timetable, the seat ledger (the only code that changes seats) and the student's
 * credit limits. Given to them as one value so the cart logic reads the same whichever rules the
 * university runs.
 */
export interface AdvisingRules {
  checkTimetable(
    db: Transaction | Database,
    studentId: number,
    change: { add: number[]; drop: number[] },
    now: Date,
  ): Promise<Unsaid<RuleRefusal>[]>;
  takeSeat(
    tx: Transaction,
    seat: { studentId: number; sectionId: number; source: 'add_drop' | 'advising' },
  ): Promise<'taken' | 'full' | 'already_registered'>;
  freeSeat(
    tx: Transaction,
    seat: { studentId: number; sectionId: number; source: 'add_drop' | 'advising' },
  ): Promise<boolean>;
  /** What stops the student from using a window now: its dates and every hold in force. */
  entryRefusals(
    db: Database,
    studentId: number,
    kind: AdvisingWindowKind,
    now: Date,
  ): Promise<Unsaid<RuleRefusal>[]>;
  creditLimits(db: Database, studentId: number, now: Date): Promise<CreditLimits>;
}

/** Advising's rules, the seat ledger and credit limits under the university's configured policy. */
export function advisingRules(config: Config, seatFreed: SeatFreedHook): AdvisingRules {
  const policy = registrationPolicy(config);
  return {
    checkTimetable: (db, studentId, change, now) => checkTimetable(db, studentId, change, now, policy),
    entryRefusals: (db, studentId, kind, now) =>
      entryRefusals(db, studentId, kind, now, policy.timeZone, policy.entryClearance),
    takeSeat,
    freeSeat: (tx, seat) => freeSeat(tx, seat, seatFreed),
    creditLimits: async (db, studentId, now) => {
      const range = await studentCreditLimits(db, studentId, policy, now);
      return { Min: range.min, Max: range.max };
    },
  };
}
