import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildApplication, buildPartner } from '../../test/international-factories.js';
import { messageRecipients, messages } from '../notify/schema.js';
import { APPLICATION_MOVES, type ApplicationMove } from './application-states.js';
import { tellApplicationMove } from './tell-student.js';

const program = { titleEn: 'Erasmus Exchange', titleAr: 'تبادل إيراسموس' };
const UNTOLD: ApplicationMove[] = ['rank', 'accept-offer', 'decline-offer'];

describe('tellApplicationMove', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  const toldTo = (studentId: number) =>
    db()
      .select({ title: messages.title, body: messages.body, bodyAr: messages.bodyAr, link: messages.link })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.studentId, studentId))
      .orderBy(asc(messages.id));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('tells every move the student should hear of, in both languages, linked to the international page', async () => {
    const told = (Object.keys(APPLICATION_MOVES) as ApplicationMove[]).filter(
      (move) => !UNTOLD.includes(move),
    );
    const application = await buildApplication(db());
    for (const move of told)
      await tellApplicationMove(db(), undefined, {
        application,
        program,
        move,
        note: 'Bring a clearer scan.',
      });
    const messagesTold = await toldTo(application.studentId);
    expect(messagesTold).toHaveLength(told.length);
    for (const message of messagesTold) {
      expect(message).toMatchObject({ title: 'Erasmus Exchange: your application', link: 'international' });
      expect(message.bodyAr).toBeTruthy();
    }
    expect(messagesTold[told.indexOf('return')]?.body).toContain('Bring a clearer scan.');
  });

  it('names the partner of the seat, and the program when there is none', async () => {
    const partner = await buildPartner(db(), { nameEn: 'University of Padua', nameAr: 'جامعة بادوفا' });
    const placed = await buildApplication(db(), { state: 'allocated', allocatedPartnerId: partner.id });
    await tellApplicationMove(db(), undefined, { application: placed, program, move: 'allocate' });
    const conference = await buildApplication(db(), { state: 'offer-accepted' });
    await tellApplicationMove(db(), undefined, { application: conference, program, move: 'nominate' });
    expect((await toldTo(placed.studentId))[0]?.body).toContain('University of Padua');
    expect((await toldTo(placed.studentId))[0]?.bodyAr).toContain('جامعة بادوفا');
    expect((await toldTo(conference.studentId))[0]?.body).toBe(
      'The office nominated you to Erasmus Exchange.',
    );
  });

  it.each(UNTOLD)('tells nothing of %s', async (move) => {
    const application = await buildApplication(db());
    await tellApplicationMove(db(), undefined, { application, program, move });
    expect(await toldTo(application.studentId)).toEqual([]);
  });
});
