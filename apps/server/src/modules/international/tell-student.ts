import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { say, type Bilingual, type Said } from '../../platform/i18n/said.js';
import { sendMessage, writtenByPortal } from '../notify/service.js';
import { students } from '../student/schema.js';
import type { ApplicationMove } from './application-states.js';
import { intlPartners, type IntlApplicationRow, type IntlProgramRow } from './schema.js';

/** A move to tell the student about: the application as it now stands and its program's title. */
export interface ApplicationMoveToTell {
  application: Pick<IntlApplicationRow, 'id' | 'studentId' | 'allocatedPartnerId'>;
  program: Pick<IntlProgramRow, 'titleEn' | 'titleAr'>;
  move: ApplicationMove;
  /** The office's reason (return, partner-refused), quoted in the message. */
  note?: string | null;
}

/** The message of each move the student hears of; the student's own answers to an offer and `rank` are not told. */
const BODIES: Partial<Record<ApplicationMove, (partner: Bilingual, note: string) => Said>> = {
  submit: () => say('international.told.submit'),
  return: (_, note) => say('international.told.return', { note }),
  allocate: (partner) => say('international.told.allocate', { partner }),
  waitlist: () => say('international.told.waitlist'),
  'not-select': () => say('international.told.not-select'),
  'take-place': () => say('international.told.take-place'),
  'expire-offer': () => say('international.told.expire-offer'),
  nominate: (partner) => say('international.told.nominate', { partner }),
  'partner-accepted': (partner) => say('international.told.partner-accepted', { partner }),
  'partner-refused': (partner, note) => say('international.told.partner-refused', { partner, note }),
  departed: () => say('international.told.departed'),
  completed: () => say('international.told.completed'),
  withdraw: () => say('international.told.withdraw'),
};

/** The partner the application is placed at; a conference's place has none, so the program stands for it. */
async function partnerName(tx: Database, told: ApplicationMoveToTell): Promise<Bilingual> {
  const partnerId = told.application.allocatedPartnerId;
  if (partnerId !== null) {
    const [partner] = await tx
      .select({ en: intlPartners.nameEn, ar: intlPartners.nameAr })
      .from(intlPartners)
      .where(eq(intlPartners.id, partnerId));
    if (partner) return partner;
  }
  return { en: told.program.titleEn, ar: told.program.titleAr };
}

/**
 * Tells the student about a move of their application: an in-app message in both languages and a push to their
 * devices, linked to the international page. Called in the move's transaction (student, office or round), so a
 * move that rolls back tells nobody and every part words a move the same way.
 */
export async function tellApplicationMove(
  tx: Database,
  events: EventBus | undefined,
  told: ApplicationMoveToTell,
): Promise<void> {
  const body = BODIES[told.move];
  if (!body) return;
  const [student] = await tx
    .select({ code: students.code })
    .from(students)
    .where(eq(students.id, told.application.studentId));
  if (!student) throw new Error(`Application ${String(told.application.id)} names no student`);
  const program = { en: told.program.titleEn, ar: told.program.titleAr };
  await sendMessage(
    tx,
    {
      ...writtenByPortal(
        say('international.told.title', { program }),
        body(await partnerName(tx, told), told.note?.trim() ?? ''),
      ),
      link: 'international',
      audience: { Kind: 'student', StudentCode: student.code },
      topic: 'requests',
    },
    events,
  );
}
