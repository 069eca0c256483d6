import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, buildSection } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { sections } from '../academic/schema.js';
import { takeSeat } from '../registration/seat-ledger.js';
import { messageRecipients, messages } from '../notify/schema.js';
import {
  acceptWaitlistOffer,
  declineWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  studentWaitlists,
} from './service.js';
import { DAY, HOUR, waitlistWorld, said, inWords } from './test-world.js';

let subject: TestApp;
let world: Awaited<ReturnType<typeof waitlistWorld>>;
const t0 = new Date();
const later = (ms: number) => new Date(t0.getTime() + ms);

beforeAll(async () => {
  subject = await buildTestApp({ WAITLIST_SWEEPER: 'false' });
  world = await waitlistWorld(subject.app);
});
afterAll(() => subject.close());

/** A full section with `waiting` students in its line, joined in order. */
async function lineOf(
  capacity: number,
  waiting: number,
  fields: Parameters<typeof world.fullSection>[1] = {},
) {
  const full = await world.fullSection(capacity, fields);
  const line = [];
  for (let n = 0; n < waiting; n += 1) {
    const student = await world.student();
    const joined = await joinWaitlist(world.db, world.call(student.id, full.section.id, t0));
    expect(joined).toMatchObject({ kind: 'done', value: { Position: n + 1, LineLength: n + 1 } });
    line.push(student);
  }
  return { ...full, line };
}

describe('joining a waitlist', () => {
  it('is refused while the section has seats, and nothing changes', async () => {
    const section = await buildSection(world.db, { termId: world.term.id, capacity: 3 });
    await buildRegistration(world.db, { sectionId: section.id });
    const student = await world.student();
    const outcome = await joinWaitlist(world.db, world.call(student.id, section.id, t0));
    expect(inWords(outcome)).toEqual({
      kind: 'refused',
      status: '409',
      message: `${await courseCode(section.id)} section ${section.sectionNo} has 2 seats left: add it instead of joining its waitlist.`,
    });
    expect(await world.seatsAndLine(section.id)).toMatchObject({ enrolled: 1, held: 0, line: [] });
    expect(await world.waitlistEvents([student.id])).toEqual([]);
  });

  it('is refused to a student who already has a seat in the section', async () => {
    const { section, holders } = await world.fullSection(1);
    const [holder] = holders;
    if (!holder) throw new Error('no holder');
    const outcome = await joinWaitlist(world.db, world.call(holder.id, section.id, t0));
    expect(inWords(outcome)).toEqual({
      kind: 'refused',
      status: '409',
      message: `You already have a seat in ${await courseCode(section.id)} section ${section.sectionNo}.`,
    });
    expect((await world.seatsAndLine(section.id)).line).toEqual([]);
  });

  it('gives one place per student: a second join names the place and changes nothing', async () => {
    const { section, line } = await lineOf(1, 2);
    const second = line[1];
    if (!second) throw new Error('no student');
    const again = await joinWaitlist(world.db, world.call(second.id, section.id, t0));
    expect(inWords(again)).toEqual({
      kind: 'refused',
      status: '409',
      message: `You are already number 2 in line for ${await courseCode(section.id)} section ${section.sectionNo}.`,
    });
    expect((await world.seatsAndLine(section.id)).line).toHaveLength(2);
    expect(await world.waitlistEvents([second.id])).toEqual([
      { studentId: second.id, action: 'waitlist_join', sectionId: section.id },
    ]);
  });

  it('is refused when a registration rule would refuse the add (a clash), naming it', async () => {
    const { section } = await world.fullSection(1, {
      meetings: [{ dayOfWeek: 1, startsAt: '10:00', endsAt: '11:30' }],
    });
    const student = await world.student();
    const other = await buildSection(world.db, {
      termId: world.term.id,
      meetings: [{ dayOfWeek: 1, startsAt: '11:00', endsAt: '12:30' }],
    });
    await buildRegistration(world.db, { studentId: student.id, sectionId: other.id });
    const outcome = await joinWaitlist(world.db, world.call(student.id, section.id, t0));
    expect(outcome).toMatchObject({ kind: 'refused', status: '409' });
    expect(said(outcome)).toMatch(/clashes with .* on Monday/);
    expect((await world.seatsAndLine(section.id)).line).toEqual([]);
  });
});

describe('offers', () => {
  it('holds a freed seat for the first in line, then the next as offers are declined or lapse', async () => {
    const { section, holders, line } = await lineOf(2, 3);
    const [first, second, third] = line;
    const [holder] = holders;
    if (!first || !second || !third || !holder) throw new Error('world');

    expect(await world.drop(holder.id, section.id, t0)).toBe(true);
    expect(await world.seatsAndLine(section.id)).toMatchObject({
      capacity: 2,
      enrolled: 1,
      held: 1,
      registered: 1,
      line: [
        { studentId: first.id, status: 'offered' },
        { studentId: second.id, status: 'waiting' },
        { studentId: third.id, status: 'waiting' },
      ],
    });
    // The held seat is nobody else's: a student adding the section is told it is full.
    const outsider = await world.student();
    expect(
      await world.db.transaction((tx) =>
        takeSeat(tx, { studentId: outsider.id, sectionId: section.id, source: 'add_drop' }),
      ),
    ).toBe('full');

    const mine = await studentWaitlists(world.db, first.id, t0);
    expect(mine.Waitlists).toEqual([
      expect.objectContaining({ SectionId: section.id, Position: 1, LineLength: 3 }),
    ]);
    expect(mine.Waitlists[0]?.Offer).toEqual({
      OfferedAt: t0.toISOString(),
      ExpiresAt: later(24 * HOUR).toISOString(),
      // Advising is open to the student (no time tickets): they can answer at once.
      AnswerFrom: t0.toISOString(),
    });
    expect((await studentWaitlists(world.db, second.id, t0)).Waitlists[0]).toMatchObject({
      Position: 2,
      Offer: null,
    });

    // Declined: the second in line gets it.
    expect(await declineWaitlistOffer(world.db, world.call(first.id, section.id, t0))).toEqual({
      kind: 'done',
      value: { SectionId: section.id },
    });
    expect((await world.seatsAndLine(section.id)).line.map((place) => place.status)).toEqual([
      'declined',
      'offered',
      'waiting',
    ]);

    // Nobody answers for a day: the sweeper lapses the offer and the third gets it; a repeat does nothing.
    // Two instances sweep at the same moment: the offer lapses once.
    expect(await world.sweep(later(23 * HOUR))).toMatchObject({ lapsed: 0 });
    const [one, two] = await Promise.all([world.sweep(later(25 * HOUR)), world.sweep(later(25 * HOUR))]);
    expect(one.lapsed + two.lapsed).toBe(1);
    expect(await world.sweep(later(25 * HOUR))).toMatchObject({ lapsed: 0 });
    expect(await world.seatsAndLine(section.id)).toMatchObject({
      enrolled: 1,
      held: 1,
      line: [{ status: 'declined' }, { status: 'lapsed' }, { studentId: third.id, status: 'offered' }],
    });

    // The third lets it lapse too, with nobody behind: the seat is free for everybody again.
    await world.sweep(later(50 * HOUR));
    expect(await world.seatsAndLine(section.id)).toMatchObject({ enrolled: 1, held: 0 });
    expect(
      await world.db.transaction((tx) =>
        takeSeat(tx, { studentId: outsider.id, sectionId: section.id, source: 'add_drop' }),
      ),
    ).toBe('taken');

    expect(await world.waitlistEvents([first.id, second.id, third.id])).toEqual([
      { studentId: first.id, action: 'waitlist_join', sectionId: section.id },
      { studentId: second.id, action: 'waitlist_join', sectionId: section.id },
      { studentId: third.id, action: 'waitlist_join', sectionId: section.id },
      { studentId: first.id, action: 'waitlist_offer', sectionId: section.id },
      { studentId: first.id, action: 'waitlist_decline', sectionId: section.id },
      { studentId: second.id, action: 'waitlist_offer', sectionId: section.id },
      { studentId: second.id, action: 'waitlist_lapse', sectionId: section.id },
      { studentId: third.id, action: 'waitlist_offer', sectionId: section.id },
      { studentId: third.id, action: 'waitlist_lapse', sectionId: section.id },
    ]);
  });

  it('accepting takes the held seat through the seat ledger', async () => {
    const { section, holders, line } = await lineOf(1, 1);
    const [first] = line;
    const [holder] = holders;
    if (!first || !holder) throw new Error('world');
    await world.drop(holder.id, section.id, t0);
    const accepted = await acceptWaitlistOffer(world.db, world.call(first.id, section.id, later(HOUR)));
    expect(accepted).toEqual({
      kind: 'done',
      value: {
        SectionId: section.id,
        CourseCode: await courseCode(section.id),
        SectionNo: section.sectionNo,
        LabSectionNo: null,
      },
    });
    expect(await world.seatsAndLine(section.id)).toMatchObject({
      capacity: 1,
      enrolled: 1,
      held: 0,
      registered: 1,
      line: [{ studentId: first.id, status: 'accepted' }],
    });
    expect((await studentWaitlists(world.db, first.id, t0)).Waitlists).toEqual([]);
  });

  it('an accept refused by a rule changes nothing; the seat stays held until declined, then goes on', async () => {
    const { section, holders, line } = await lineOf(1, 2, {
      meetings: [{ dayOfWeek: 2, startsAt: '12:00', endsAt: '13:30' }],
    });
    const [first, second] = line;
    const [holder] = holders;
    if (!first || !second || !holder) throw new Error('world');
    await world.drop(holder.id, section.id, t0);
    // Since joining, the first student took a section at the same time.
    const clash = await buildSection(world.db, {
      termId: world.term.id,
      meetings: [{ dayOfWeek: 2, startsAt: '13:00', endsAt: '14:00' }],
    });
    await buildRegistration(world.db, { studentId: first.id, sectionId: clash.id });

    const refused = await acceptWaitlistOffer(world.db, world.call(first.id, section.id, later(HOUR)));
    expect(refused).toMatchObject({ kind: 'refused', status: '409' });
    const message = said(refused);
    expect(message).toMatch(/clashes with .* on Tuesday/);
    expect(message).toContain(
      `The seat in ${await courseCode(section.id)} section ${section.sectionNo} stays held for you until`,
    );
    const before = await world.seatsAndLine(section.id);
    expect(before).toMatchObject({
      enrolled: 0,
      held: 1,
      line: [
        { studentId: first.id, status: 'offered' },
        { studentId: second.id, status: 'waiting' },
      ],
    });

    await declineWaitlistOffer(world.db, world.call(first.id, section.id, later(HOUR)));
    expect((await world.seatsAndLine(section.id)).line).toEqual([
      { studentId: first.id, status: 'declined' },
      { studentId: second.id, status: 'offered' },
    ]);
  });

  it('an offer past its time cannot be accepted, and leaving with an offer hands the seat on', async () => {
    const { section, holders, line } = await lineOf(1, 2);
    const [first, second] = line;
    const [holder] = holders;
    if (!first || !second || !holder) throw new Error('world');
    await world.drop(holder.id, section.id, t0);
    const late = await acceptWaitlistOffer(world.db, world.call(first.id, section.id, later(DAY + HOUR)));
    expect(late).toMatchObject({ kind: 'refused', status: '409' });
    expect(said(late)).toMatch(
      /^Your offer for .* lapsed at .*; the seat goes to the next student in line\.$/,
    );
    expect(await world.seatsAndLine(section.id)).toMatchObject({ enrolled: 0, held: 1, registered: 0 });

    expect(await leaveWaitlist(world.db, world.call(first.id, section.id, later(HOUR)))).toEqual({
      kind: 'done',
      value: { SectionId: section.id },
    });
    expect((await world.seatsAndLine(section.id)).line).toEqual([
      { studentId: first.id, status: 'left' },
      { studentId: second.id, status: 'offered' },
    ]);
    expect(inWords(await leaveWaitlist(world.db, world.call(first.id, section.id, later(HOUR))))).toEqual({
      kind: 'refused',
      status: '404',
      message: `You are not on the waitlist for ${await courseCode(section.id)} section ${section.sectionNo}.`,
    });
  });

  it('tells the student of an offer once, by message (with its push), even with two sweepers', async () => {
    const { section, holders, line } = await lineOf(1, 1);
    const [first] = line;
    const [holder] = holders;
    if (!first || !holder) throw new Error('world');
    await world.sweep(t0); // earlier tests' offers are announced first
    await world.drop(holder.id, section.id, t0);
    const [a, b] = await Promise.all([world.sweep(t0), world.sweep(t0)]);
    expect(a.announced + b.announced).toBe(1);
    await world.sweep(t0);
    const told = await world.db
      .select({
        title: messages.title,
        body: messages.body,
        titleAr: messages.titleAr,
        bodyAr: messages.bodyAr,
        link: messages.link,
      })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.studentId, first.id));
    const code = await courseCode(section.id);
    expect(told.map(({ title, link }) => ({ title, link }))).toEqual([
      { title: `A seat in ${code} is held for you`, link: 'home' },
    ]);
    expect(told[0]?.body).toMatch(
      new RegExp(
        `^A seat in ${code} section ${section.sectionNo} \\(.+\\) is held for you until \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(.+ time\\)\\. ` +
          'Accept it on the portal’s home page, or decline it so the next student in line gets it\\.$',
      ),
    );
    // Kept in Arabic too, for a student reading the portal in Arabic.
    expect(told[0]?.titleAr).toBe(`مقعد في ${code} محجوز لك`);
    expect(told[0]?.bodyAr).toMatch(
      new RegExp(
        `^مقعد في الشعبة ${section.sectionNo} من ${code} \\(.+\\) محجوز لك حتى .+\\. اقبله من الصفحة الرئيسية`,
      ),
    );
  });
});

describe('seats freed another way', () => {
  it('a capacity raised by staff is offered to the line by the sweeper', async () => {
    const { section, line } = await lineOf(1, 3);
    await world.db.update(sections).set({ capacity: 3 }).where(eq(sections.id, section.id));
    expect(await world.sweep(t0)).toMatchObject({ offered: 1 });
    expect(await world.seatsAndLine(section.id)).toMatchObject({
      capacity: 3,
      enrolled: 1,
      held: 2,
      line: [
        { studentId: line[0]?.id, status: 'offered' },
        { studentId: line[1]?.id, status: 'offered' },
        { studentId: line[2]?.id, status: 'waiting' },
      ],
    });
  });
});

describe('under concurrency', () => {
  it('students joining at once get places 1 to n, each once', async () => {
    const { section } = await world.fullSection(1);
    const students = await Promise.all(Array.from({ length: 8 }, () => world.student()));
    const joined = await Promise.all(
      students.map((student) => joinWaitlist(world.db, world.call(student.id, section.id, t0))),
    );
    const positions = joined.map((outcome) => (outcome.kind === 'done' ? outcome.value.Position : 0));
    expect([...positions].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await world.seatsAndLine(section.id)).line).toHaveLength(8);
  });

  it('many simultaneous joins and accepts never over-sell and give one place per student', async () => {
    const { section, holders, line } = await lineOf(3, 6);
    const extra = await world.student();
    // The same student from five devices at once: one place.
    const joins = await Promise.all(
      Array.from({ length: 5 }, () => joinWaitlist(world.db, world.call(extra.id, section.id, t0))),
    );
    expect(joins.filter((outcome) => outcome.kind === 'done')).toHaveLength(1);

    // Two seats freed: the first two are offered; everybody tries to accept and outsiders try to add.
    for (const holder of holders.slice(0, 2)) await world.drop(holder.id, section.id, t0);
    const outsiders = await Promise.all(Array.from({ length: 6 }, () => world.student()));
    const attempts = await Promise.all([
      ...[...line, extra, ...line.slice(0, 2)].map((student) =>
        acceptWaitlistOffer(world.db, world.call(student.id, section.id, later(HOUR))),
      ),
      ...outsiders.map((student) =>
        world.db.transaction((tx) =>
          takeSeat(tx, { studentId: student.id, sectionId: section.id, source: 'add_drop' }),
        ),
      ),
    ]);
    const accepted = attempts.filter((outcome) => typeof outcome === 'object' && outcome.kind === 'done');
    expect(accepted).toHaveLength(2);
    expect(attempts.filter((outcome) => outcome === 'taken')).toHaveLength(0);
    const after = await world.seatsAndLine(section.id);
    expect(after).toMatchObject({ capacity: 3, enrolled: 3, held: 0, registered: 3 });
    expect(after.line.filter((place) => place.status === 'accepted').map((place) => place.studentId)).toEqual(
      line.slice(0, 2).map((student) => student.id),
    );
  });
});

async function courseCode(sectionId: number): Promise<string> {
  const [row] = await subject.app.database.query<{ code: string }>(
    'select c.code from sections s join courses c on c.id = s.course_id where s.id = $1',
    [sectionId],
  );
  return row?.code ?? '';
}
