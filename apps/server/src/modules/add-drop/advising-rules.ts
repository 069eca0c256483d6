import type { Config } from '../../config.js';
import { registrationPolicy } from '../advising/service.js';
import { checkTimetable, entryRefusals, studentCreditLimits } from '../advising/service.js';
import { freeSeat, takeSeat } from '../registration/seat-ledger.js';
import type { SeatFreedHook } from '../registration/seat-freed.js';
import type { AdvisingRules } from './ledger.js';

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
