import type { Database } from '../../platform/db/client.js';
import { say, type Said } from '../../platform/i18n/said.js';
import type { Standing } from '../student/schema.js';
import { orderNumber } from './order-number.js';
import { openOrdersOfType } from './queries.js';
import type { OrderTypeRow } from './schema.js';

/** What eligibility reads of the student. */
export interface FilingStudent {
  id: number;
  level: number;
  standing: Standing;
}

/** The type's own rules (offered, level, window, probation), without looking at the student's requests. */
export function typeRuleRefusal(
  type: Pick<OrderTypeRow, 'active' | 'eligibility'>,
  student: FilingStudent,
  now: Date,
  timeZone: string,
): Said | null {
  const rules = type.eligibility;
  if (!type.active) return say('orders.notEligible.inactive');
  if (rules.MinLevel !== null && student.level < rules.MinLevel)
    return say('orders.notEligible.levelAtLeast', { level: rules.MinLevel });
  if (rules.MaxLevel !== null && student.level > rules.MaxLevel)
    return say('orders.notEligible.levelAtMost', { level: rules.MaxLevel });
  if (rules.OpensAt !== null && now < new Date(rules.OpensAt))
    return say('orders.notEligible.notOpenYet', {
      at: { at: new Date(rules.OpensAt), timeZone, monthNamed: true },
    });
  if (rules.ClosesAt !== null && now >= new Date(rules.ClosesAt))
    return say('orders.notEligible.closed', {
      at: { at: new Date(rules.ClosesAt), timeZone, monthNamed: true },
    });
  if (rules.NotOnProbation && student.standing === 'probation') return say('orders.notEligible.probation');
  return null;
}

/**
 * Why the student may not file (or keep filing) a request of `type` now, or null. "One open at a time"
 * counts the student's requests of the type not yet over, other than `exceptOrderId` (the draft being
 * saved); for a request about a course, only those about the same course. Callers that file hold the
 * student's lock (registration's lockStudent), so two tabs cannot both pass this check and both file.
 */
export async function notEligibleReason(
  db: Database,
  type: Pick<OrderTypeRow, 'id' | 'active' | 'eligibility' | 'fields'>,
  student: FilingStudent,
  now: Date,
  timeZone: string,
  about: { exceptOrderId?: number; registrationId?: number | null } = {},
): Promise<Said | null> {
  const rule = typeRuleRefusal(type, student, now, timeZone);
  if (rule) return rule;
  if (!type.eligibility.OneOpenAtATime) return null;
  const perCourse = type.fields.some((field) => field.Kind === 'course');
  // A course request before its course is chosen: nothing to compare yet.
  if (perCourse && (about.registrationId === undefined || about.registrationId === null)) return null;
  const open = await openOrdersOfType(
    db,
    student.id,
    type.id,
    perCourse ? (about.registrationId ?? undefined) : undefined,
  );
  const other = open.find((order) => order.id !== about.exceptOrderId);
  if (!other) return null;
  const number = orderNumber(other);
  return perCourse
    ? say('orders.notEligible.courseAlreadyOpen', { number })
    : say('orders.notEligible.alreadyOpen', { number });
}
