import type { ProgramDefinition } from '@portal/contract';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { terms } from '../academic/schema.js';
import type { Transaction } from '../../platform/db/client.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { HOLDS_A_SEAT } from './application-states.js';
import { intlAllocationRounds, intlApplications, intlPartners } from './schema.js';

/**
 * A change of a program's seats that would leave a partner with fewer seats in a term than students already
 * hold there (offered, accepted, nominated and beyond): the first such, or null. Round 1 of each term is what
 * every round write locks first (round-queries.ts `lockFirstRound`); taking those locks here makes a
 * publication and a change of seats happen one after the other, so neither reads the other half-done.
 */
export async function seatsBelowHeld(
  tx: Transaction,
  programId: number,
  seats: ProgramDefinition['Seats'],
): Promise<Said | null> {
  await tx
    .select({ id: intlAllocationRounds.id })
    .from(intlAllocationRounds)
    .where(and(eq(intlAllocationRounds.programId, programId), eq(intlAllocationRounds.number, 1)))
    .orderBy(asc(intlAllocationRounds.id))
    .for('update');
  const held = await tx
    .select({
      partnerId: intlApplications.allocatedPartnerId,
      termId: intlApplications.termId,
      held: count(),
      partnerEn: intlPartners.nameEn,
      partnerAr: intlPartners.nameAr,
      termEn: terms.nameEn,
      termAr: terms.nameAr,
    })
    .from(intlApplications)
    .innerJoin(intlPartners, eq(intlPartners.id, intlApplications.allocatedPartnerId))
    .innerJoin(terms, eq(terms.id, intlApplications.termId))
    .where(
      and(
        eq(intlApplications.programId, programId),
        inArray(intlApplications.state, HOLDS_A_SEAT),
        isNotNull(intlApplications.allocatedPartnerId),
      ),
    )
    .groupBy(
      intlApplications.allocatedPartnerId,
      intlApplications.termId,
      intlPartners.nameEn,
      intlPartners.nameAr,
      terms.nameEn,
      terms.nameAr,
    );
  for (const row of held) {
    const offered = seats.find((seat) => seat.PartnerId === row.partnerId && seat.TermId === row.termId);
    if ((offered?.Seats ?? 0) >= row.held) continue;
    return say('international.office.seatsBelowHeld', {
      partner: { en: row.partnerEn, ar: row.partnerAr },
      term: { en: row.termEn, ar: row.termAr },
      held: row.held,
    });
  }
  return null;
}
