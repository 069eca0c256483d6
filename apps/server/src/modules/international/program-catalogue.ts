import type { ApplicationState } from '@portal/contract';
import { asc, count, gte, inArray, or } from 'drizzle-orm';
import { terms } from '../academic/schema.js';
import type { Database } from '../../platform/db/client.js';
import { modeChecklists } from './mode-checklists.js';
import { allPartners } from './partner-definitions.js';
import { definitionOf, type SavedProgram } from './program-definitions.js';
import { intlApplications, intlPrograms, intlProgramSeats } from './schema.js';

export type OfficeProgram = SavedProgram & { Applications: Partial<Record<ApplicationState, number>> };

/** The terms the seats editor offers: those not over yet, and any a program already has seats in. */
function seatTerms(db: Database, now: Date) {
  return db
    .select({ TermId: terms.id, NameEn: terms.nameEn, NameAr: terms.nameAr })
    .from(terms)
    .where(
      or(
        gte(terms.endsOn, now.toISOString().slice(0, 10)),
        inArray(terms.id, db.selectDistinct({ id: intlProgramSeats.termId }).from(intlProgramSeats)),
      ),
    )
    .orderBy(asc(terms.startsOn));
}

/**
 * GetPrograms: every program with its seats and applications counted by state, the partners, the terms seats
 * may be given in, and each mode's checklist.
 */
export async function officePrograms(db: Database, now: Date) {
  const [programs, seats, counted, partners, seatTermRows, checklists] = await Promise.all([
    db.select().from(intlPrograms).orderBy(asc(intlPrograms.opensAt), asc(intlPrograms.id)),
    db.select().from(intlProgramSeats).orderBy(asc(intlProgramSeats.termId), asc(intlProgramSeats.partnerId)),
    db
      .select({ programId: intlApplications.programId, state: intlApplications.state, total: count() })
      .from(intlApplications)
      .groupBy(intlApplications.programId, intlApplications.state),
    allPartners(db),
    seatTerms(db, now),
    modeChecklists(db),
  ]);
  const Programs: OfficeProgram[] = programs.map((program) => {
    const Applications: Partial<Record<ApplicationState, number>> = {};
    for (const row of counted) if (row.programId === program.id) Applications[row.state] = row.total;
    const own = seats.filter((seat) => seat.programId === program.id);
    return { ...definitionOf(program, own), Applications };
  });
  return { Programs, Partners: partners, Terms: seatTermRows, Checklists: checklists };
}
