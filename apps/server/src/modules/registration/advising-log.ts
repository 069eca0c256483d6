import type { AdvisingEventAction, SeatSource } from '@portal/contract';
import type { Transaction } from '../../platform/db/client.js';
import { advisingEvents } from './schema.js';

/** One line of the student's advising log, written in the caller's transaction. */
export async function logAdvisingEvent(
  tx: Transaction,
  event: {
    studentId: number;
    termId: number;
    action: AdvisingEventAction;
    source: SeatSource;
    sectionId?: number | null;
    courseId?: number | null;
    detail?: string | null;
    staffMemberId?: number | null;
  },
): Promise<void> {
  await tx.insert(advisingEvents).values(event);
}
