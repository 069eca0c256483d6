import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, studentWaitlists, waitlistAccepted } from '@portal/contract';
import { buildStaffMember } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { studentAuthorization } from '../../test/sessions.js';
import { termWindows } from '../academic/schema.js';
import { messageRecipients, messages } from '../notify/schema.js';
import { registrationTickets, ticketGenerations } from '../time-tickets/schema.js';
import { acceptWaitlistOffer, joinWaitlist } from './service.js';
import { sweepWaitlists } from './sweeper.js';
import { DAY, HOUR, waitlistWorld, said } from './test-world.js';

/**
 * Issue 31: advising and add/drop both open, and each student with their own time in each. The window a
 * student's waitlist writes go through is the one open to them now, wherever the offer is shown.
 */
let subject: TestApp;
let world: Awaited<ReturnType<typeof waitlistWorld>>;
const t0 = new Date();
const at = (ms: number) => new Date(t0.getTime() + ms);
let windows: { advising: number; add_drop: number };

beforeAll(async () => {
  subject = await buildTestApp({ WAITLIST_SWEEPER: 'false' });
  world = await waitlistWorld(subject.app);
  await world.db
    .update(termWindows)
    .set({ opensAt: at(-HOUR), closesAt: at(10 * DAY) })
    .where(and(eq(termWindows.termId, world.term.id), eq(termWindows.kind, 'add_drop')));
  const rows = await world.db
    .select({ id: termWindows.id, kind: termWindows.kind })
    .from(termWindows)
    .where(eq(termWindows.termId, world.term.id));
  const idOf = (kind: string) => rows.find((row) => row.kind === kind)?.id ?? 0;
  windows = { advising: idOf('advising'), add_drop: idOf('add_drop') };
  const registrar = await buildStaffMember(world.db, { roles: ['registrar'] });
  for (const windowId of Object.values(windows))
    await world.db.insert(ticketGenerations).values({
      windowId,
      method: 'earned_credits',
      seed: 1,
      studentsPerBlock: 1,
      secondsBetweenBlocks: 60,
      firstBlockAt: at(-HOUR),
      students: 0,
      blocks: 1,
      generatedBy: registrar.id,
    });
});
afterAll(() => subject.close());

/** A student whose advising time is `advising` from now and whose add/drop time is `addDrop` from now. */
async function studentWithTimes(advising: number, addDrop: number) {
  const student = await world.student();
  await world.db.insert(registrationTickets).values([
    {
      windowId: windows.advising,
      studentId: student.id,
      block: 1,
      opensAt: at(advising),
      earnedCredits: 0,
      level: 1,
    },
    {
      windowId: windows.add_drop,
      studentId: student.id,
      block: 1,
      opensAt: at(addDrop),
      earnedCredits: 0,
      level: 1,
    },
  ]);
  return student;
}

async function waitlistsOf(student: { id: number; email: string }) {
  const response = await subject.app.inject({
    method: 'GET',
    url: '/api/Waitlist/GetStudentWaitlists',
    headers: await studentAuthorization(subject.app, student),
  });
  return envelope(studentWaitlists).parse(response.json()).ReturnObject;
}

const sweep = (now: Date) =>
  sweepWaitlists({ db: world.db, timeZone: subject.app.config.UNIVERSITY_TIME_ZONE, offerHours: 24 }, now);

async function offerMessage(studentId: number) {
  const [told] = await world.db
    .select({ body: messages.body })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(eq(messageRecipients.studentId, studentId));
  return told?.body ?? '';
}

describe('the window a student answers an offer through', () => {
  it('is advising for a student whose add/drop time has not come, with both windows and times listed', async () => {
    const student = await studentWithTimes(-HOUR, DAY);
    const mine = await waitlistsOf(student);
    expect(mine.Window).toBe('advising');
    expect(mine.Windows).toHaveLength(2);
    expect(mine.Windows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Kind: 'advising', YourTimeAt: at(-HOUR).toISOString(), OpenToYou: true }),
        expect.objectContaining({ Kind: 'add_drop', YourTimeAt: at(DAY).toISOString(), OpenToYou: false }),
      ]),
    );
  });

  it('is add/drop once the add/drop time has come, and none before either time', async () => {
    expect((await waitlistsOf(await studentWithTimes(-HOUR, -HOUR))).Window).toBe('add_drop');
    expect((await waitlistsOf(await studentWithTimes(HOUR, DAY))).Window).toBeNull();
  });

  it('takes the accept, through the window GetStudentWaitlists names, of a student before their add/drop time', async () => {
    const { section, holders } = await world.fullSection(1);
    const student = await studentWithTimes(-HOUR, DAY);
    const joined = await joinWaitlist(world.db, world.call(student.id, section.id, t0));
    expect(joined.kind).toBe('done');
    await world.drop(holders[0]?.id ?? 0, section.id, t0);
    const mine = await waitlistsOf(student);
    expect(mine.Waitlists[0]?.Offer?.AnswerFrom).toBe(mine.Now);
    const path = mine.Window === 'add_drop' ? 'AddDrop' : 'Advising';
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/${path}/AcceptWaitlistOffer`,
      headers: await studentAuthorization(subject.app, student),
      payload: { SectionId: section.id },
    });
    expect(envelope(waitlistAccepted).parse(response.json())).toMatchObject({
      Status: '200',
      ReturnObject: { SectionId: section.id },
    });
    expect(await world.seatsAndLine(section.id)).toMatchObject({
      enrolled: 1,
      held: 0,
      line: [{ studentId: student.id, status: 'accepted' }],
    });
  });

  it('refuses join and accept through a window whose time has not come for the student, changing nothing', async () => {
    const { section, holders } = await world.fullSection(1);
    const student = await studentWithTimes(-HOUR, DAY);
    const throughAddDrop = { ...world.call(student.id, section.id, t0), window: 'add_drop' as const };
    const refusedJoin = await joinWaitlist(world.db, throughAddDrop);
    expect(refusedJoin).toMatchObject({ kind: 'refused', status: '423' });
    expect(said(refusedJoin)).toMatch(
      /^Your add\/drop registration time is \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(.+ time\)\. Your waitlists go through advising now\. Nothing was changed\.$/,
    );
    expect((await world.seatsAndLine(section.id)).line).toEqual([]);

    await joinWaitlist(world.db, world.call(student.id, section.id, t0));
    await world.drop(holders[0]?.id ?? 0, section.id, t0);
    const refusedAccept = await acceptWaitlistOffer(world.db, throughAddDrop);
    expect(refusedAccept).toMatchObject({ kind: 'refused', status: '423' });
    expect(await world.seatsAndLine(section.id)).toMatchObject({
      enrolled: 0,
      held: 1,
      line: [{ studentId: student.id, status: 'offered' }],
    });
  });

  it('the offer message says from when a student whose times have not come can answer', async () => {
    const { section, holders } = await world.fullSection(1);
    const early = await studentWithTimes(-HOUR, DAY);
    await joinWaitlist(world.db, world.call(early.id, section.id, t0));
    // Their advising time moves two hours on after they joined (a new draw): no window is theirs now.
    await world.db
      .update(registrationTickets)
      .set({ opensAt: at(2 * HOUR) })
      .where(
        and(eq(registrationTickets.studentId, early.id), eq(registrationTickets.windowId, windows.advising)),
      );
    await world.drop(holders[0]?.id ?? 0, section.id, t0);
    await sweep(t0);
    expect(await offerMessage(early.id)).toMatch(
      /You can accept or decline it on the portal’s home page from \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(.+ time\), when advising registration opens to you\.$/,
    );
    const mine = await waitlistsOf(early);
    expect(mine.Window).toBeNull();
    expect(mine.Waitlists[0]?.Offer?.AnswerFrom).toBe(at(2 * HOUR).toISOString());
  });
});
