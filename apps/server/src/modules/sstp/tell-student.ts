import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { say } from '../../platform/i18n/said.js';
import { sendMessage, writtenByPortal } from '../notify/service.js';
import { students } from '../student/schema.js';
import { sstpOffers, sstpOrganizations, type SstpCycleRow } from './schema.js';

/**
 * Tells the student what the publication gave them: an in-app message in both languages and a push to their
 * devices, linked to the summer training page. Called in the publication's transaction, so a publication that
 * rolls back tells nobody.
 */
export async function tellPublished(
  tx: Database,
  events: EventBus | undefined,
  told: { studentId: number; cycle: SstpCycleRow; assignedOfferId: number | null },
): Promise<void> {
  const [student] = await tx
    .select({ code: students.code })
    .from(students)
    .where(eq(students.id, told.studentId));
  if (!student) throw new Error(`Student ${String(told.studentId)} of a training application is gone`);
  const cycle = { en: told.cycle.nameEn, ar: told.cycle.nameAr };
  let body = say('sstp.told.not-assign');
  if (told.assignedOfferId !== null) {
    const [place] = await tx
      .select({ en: sstpOrganizations.nameEn, ar: sstpOrganizations.nameAr, offer: sstpOffers })
      .from(sstpOffers)
      .innerJoin(sstpOrganizations, eq(sstpOrganizations.id, sstpOffers.organizationId))
      .where(eq(sstpOffers.id, told.assignedOfferId));
    if (!place) throw new Error(`Offer ${String(told.assignedOfferId)} vanished during its publication`);
    body = say('sstp.told.assign', {
      organization: { en: place.en, ar: place.ar },
      from: place.offer.periodFrom,
      to: place.offer.periodTo,
    });
  }
  await sendMessage(
    tx,
    {
      ...writtenByPortal(say('sstp.told.title', { cycle }), body),
      link: 'sstp',
      audience: { Kind: 'student', StudentCode: student.code },
      topic: 'requests',
    },
    events,
  );
}
