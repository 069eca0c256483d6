import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildRegistration, buildSection } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { seatTransaction } from '../../platform/db/seat-transaction.js';
import { freeSeat, takeSeat } from '../registration/seat-ledger.js';
import { waitlistEntries } from './schema.js';
import {
  acceptWaitlistOffer,
  declineWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  studentWaitlists,
} from './service.js';
import { DAY, HOUR, waitlistWorld, said } from './test-world.js';

let subject: TestApp;
let world: Awaited<ReturnType<typeof waitlistWorld>>;
const t0 = new Date();
const later = (ms: number) => new Date(t0.getTime() + ms);

beforeAll(async () => {
  subject = await buildTestApp({ WAITLIST_SWEEPER: 'false' });
  world = await waitlistWorld(subject.app);
});
afterAll(() => subject.close());

/**
 * A course with labs: one lecture and two labs of it, each with `capacity` seats, the ones named in
 * `full` taken by other students (a lab's holders hold the lecture too, as the rules require).
 */
async function labCourse(seats: { lecture: number; lab1: number; lab2: number }) {
  const course = await buildCourse(world.db, { hasLab: true });
  const lecture = await buildSection(world.db, {
    termId: world.term.id,
    courseId: course.id,
    capacity: seats.lecture,
    meetings: [{ dayOfWeek: 3, startsAt: '08:30', endsAt: '10:00' }],
  });
  const lab = (capacity: number, dayOfWeek: number) =>
    buildSection(world.db, {
      termId: world.term.id,
      courseId: course.id,
      kind: 'lab',
      lectureSectionId: lecture.id,
      capacity,
      meetings: [{ dayOfWeek, startsAt: '12:00', endsAt: '14:00' }],
    });
  return { course, lecture, lab1: await lab(seats.lab1, 4), lab2: await lab(seats.lab2, 5) };
}

/** A student holding a seat in each of `sectionIds` (filling them up). */
async function holderOf(...sectionIds: number[]) {
  const holder = await world.student();
  for (const sectionId of sectionIds) await buildRegistration(world.db, { studentId: holder.id, sectionId });
  return holder;
}

const join = (studentId: number, sectionId: number, labSectionId?: number, at = t0) =>
  joinWaitlist(world.db, world.call(studentId, sectionId, at, labSectionId));

const entriesOf = (studentId: number) =>
  world.db
    .select({ status: waitlistEntries.status, labSectionId: waitlistEntries.labSectionId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.studentId, studentId));

describe('waiting for a lecture with its lab', () => {
  it('refuses a full lecture alone, a lab of another lecture and a lab without its lecture; nothing is written', async () => {
    const { lecture, lab1 } = await labCourse({ lecture: 1, lab1: 1, lab2: 1 });
    await holderOf(lecture.id, lab1.id);
    const other = await labCourse({ lecture: 1, lab1: 1, lab2: 1 });
    const student = await world.student();

    const alone = await join(student.id, lecture.id);
    expect(alone).toMatchObject({ kind: 'refused', status: '409' });
    expect(said(alone)).toMatch(/lab or tutorial sections: choose the one/);
    const foreign = await join(student.id, lecture.id, other.lab1.id);
    expect(foreign).toMatchObject({ kind: 'refused', status: '409' });
    expect(said(foreign)).toMatch(/is not a lab or tutorial of/);
    const labOnly = await join(student.id, lab1.id);
    expect(labOnly).toMatchObject({ kind: 'refused', status: '409' });
    expect(said(labOnly)).toMatch(/taken with its lecture/);
    expect(await entriesOf(student.id)).toEqual([]);
  });

  it('refuses the pair when both have seats: add it instead', async () => {
    const { lecture, lab1 } = await labCourse({ lecture: 2, lab1: 2, lab2: 2 });
    const student = await world.student();
    const outcome = await join(student.id, lecture.id, lab1.id);
    expect(outcome).toMatchObject({ kind: 'refused', status: '409' });
    expect(said(outcome)).toMatch(/has 2 seats left: add it instead/);
    expect(await entriesOf(student.id)).toEqual([]);
  });

  it('takes one place for the pair when the lecture is full though the lab has seats, and names the lab', async () => {
    const { lecture, lab1 } = await labCourse({ lecture: 1, lab1: 3, lab2: 3 });
    await holderOf(lecture.id, lab1.id);
    const student = await world.student();
    const outcome = await join(student.id, lecture.id, lab1.id);
    expect(outcome).toMatchObject({
      kind: 'done',
      value: { SectionId: lecture.id, Lab: { SectionId: lab1.id, SectionNo: lab1.sectionNo }, Position: 1 },
    });
    expect(await entriesOf(student.id)).toEqual([{ status: 'waiting', labSectionId: lab1.id }]);
  });
});

describe('offers for a lecture with its lab', () => {
  it('holds both seats or none: a freed lecture seat waits while the lab is full, then both are held', async () => {
    const { lecture, lab1 } = await labCourse({ lecture: 1, lab1: 1, lab2: 3 });
    const holder = await holderOf(lecture.id, lab1.id);
    const lab1Holder = await world.student();
    const student = await world.student();
    expect(await join(student.id, lecture.id, lab1.id)).toMatchObject({ kind: 'done' });
    // The lab seat is taken by someone who does not hold the lecture (the lab is full either way).
    await world.drop(holder.id, lab1.id, t0);
    await world.db.transaction((tx) =>
      takeSeat(tx, { studentId: lab1Holder.id, sectionId: lab1.id, source: 'add_drop' }),
    );

    // The lecture frees, the lab is still full: no offer, and the lecture seat is nobody's held seat.
    await world.drop(holder.id, lecture.id, t0);
    expect(await world.seatsAndLine(lecture.id)).toMatchObject({ enrolled: 0, held: 0 });
    expect(await entriesOf(student.id)).toEqual([{ status: 'waiting', labSectionId: lab1.id }]);

    // The lab frees: both seats are held for the student at once.
    await world.drop(lab1Holder.id, lab1.id, t0);
    expect(await world.seatsAndLine(lecture.id)).toMatchObject({ enrolled: 0, held: 1 });
    expect(await world.seatsAndLine(lab1.id)).toMatchObject({ enrolled: 0, held: 1 });
    const [place] = (await studentWaitlists(world.db, student.id, t0)).Waitlists;
    expect(place).toMatchObject({ SectionId: lecture.id, Lab: { SectionId: lab1.id } });
    expect(place?.Offer).not.toBeNull();

    // Accepting takes both seats in one go.
    const accepted = await acceptWaitlistOffer(world.db, world.call(student.id, lecture.id, later(HOUR)));
    expect(accepted).toMatchObject({ kind: 'done', value: { LabSectionNo: lab1.sectionNo } });
    expect(await world.seatsAndLine(lecture.id)).toMatchObject({ enrolled: 1, held: 0, registered: 1 });
    expect(await world.seatsAndLine(lab1.id)).toMatchObject({ enrolled: 1, held: 0, registered: 1 });
  });

  it('passes over a request whose lab is still full, which keeps its place; both seats go on when declined', async () => {
    const { lecture, lab1, lab2 } = await labCourse({ lecture: 1, lab1: 1, lab2: 2 });
    const holder = await holderOf(lecture.id, lab1.id);
    const first = await world.student();
    const second = await world.student();
    const third = await world.student();
    await join(first.id, lecture.id, lab1.id);
    await join(second.id, lecture.id, lab2.id);
    await join(third.id, lecture.id, lab2.id);

    // Only the lecture frees: lab 1 stays full.
    await world.drop(holder.id, lecture.id, t0);
    expect(await entriesOf(first.id)).toEqual([{ status: 'waiting', labSectionId: lab1.id }]);
    expect(await entriesOf(second.id)).toEqual([{ status: 'offered', labSectionId: lab2.id }]);
    expect(await world.seatsAndLine(lab2.id)).toMatchObject({ held: 1 });
    const firstPlace = (await studentWaitlists(world.db, first.id, t0)).Waitlists[0];
    expect(firstPlace).toMatchObject({ Position: 1, Offer: null });

    // Declined: both holds are released and go to the next request that can take them (the third).
    expect(
      await declineWaitlistOffer(world.db, world.call(second.id, lecture.id, later(HOUR))),
    ).toMatchObject({ kind: 'done' });
    expect(await entriesOf(third.id)).toEqual([{ status: 'offered', labSectionId: lab2.id }]);
    expect(await world.seatsAndLine(lecture.id)).toMatchObject({ enrolled: 0, held: 1 });
    expect(await world.seatsAndLine(lab2.id)).toMatchObject({ enrolled: 0, held: 1 });

    // The third leaves: nobody else can take the pair, so both seats are free for everybody.
    expect(await leaveWaitlist(world.db, world.call(third.id, lecture.id, later(HOUR)))).toMatchObject({
      kind: 'done',
    });
    expect(await world.seatsAndLine(lecture.id)).toMatchObject({ enrolled: 0, held: 0 });
    expect(await world.seatsAndLine(lab2.id)).toMatchObject({ enrolled: 0, held: 0 });
  });

  it('a lapsed pair releases both seats', async () => {
    const { lecture, lab1 } = await labCourse({ lecture: 1, lab1: 1, lab2: 1 });
    const holder = await holderOf(lecture.id, lab1.id);
    const student = await world.student();
    await join(student.id, lecture.id, lab1.id);
    await world.drop(holder.id, lab1.id, t0);
    await world.drop(holder.id, lecture.id, t0);
    expect(await entriesOf(student.id)).toEqual([{ status: 'offered', labSectionId: lab1.id }]);

    const result = await world.sweep(later(2 * DAY));
    expect(result.lapsed).toBeGreaterThanOrEqual(1);
    expect(await entriesOf(student.id)).toEqual([{ status: 'lapsed', labSectionId: lab1.id }]);
    expect(await world.seatsAndLine(lecture.id)).toMatchObject({ enrolled: 0, held: 0 });
    expect(await world.seatsAndLine(lab1.id)).toMatchObject({ enrolled: 0, held: 0 });
  });
});

describe('waiting for another lab of a lecture the student holds', () => {
  it('accepting takes the new lab and gives up the old one, whose seat goes to its own line', async () => {
    const { lecture, lab1, lab2 } = await labCourse({ lecture: 5, lab1: 2, lab2: 1 });
    const student = await holderOf(lecture.id, lab1.id);
    await holderOf(lecture.id, lab1.id);
    const lab2Holder = await holderOf(lecture.id, lab2.id);
    // Somebody holding the lecture waits for a seat in lab 1, the student's lab now.
    const waiter = await holderOf(lecture.id);
    expect(await join(waiter.id, lab1.id)).toMatchObject({ kind: 'done', value: { Replaces: null } });

    const joined = await join(student.id, lab2.id);
    expect(joined).toMatchObject({
      kind: 'done',
      value: { SectionId: lab2.id, Lab: null, Replaces: { SectionId: lab1.id, SectionNo: lab1.sectionNo } },
    });
    await world.drop(lab2Holder.id, lab2.id, t0);
    expect(await entriesOf(student.id)).toEqual([{ status: 'offered', labSectionId: null }]);

    const accepted = await acceptWaitlistOffer(world.db, world.call(student.id, lab2.id, later(HOUR)));
    expect(accepted).toMatchObject({ kind: 'done', value: { SectionId: lab2.id } });
    expect(await world.seatsAndLine(lab2.id)).toMatchObject({ enrolled: 1, held: 0, registered: 1 });
    // The lab given up is held at once for the one waiting for it.
    expect(await world.seatsAndLine(lab1.id)).toMatchObject({ enrolled: 1, held: 1, registered: 1 });
    expect(await entriesOf(waiter.id)).toEqual([{ status: 'offered', labSectionId: null }]);
  });
});

describe('lab requests under concurrency', () => {
  it('freed lecture and lab seats with accepts and outside adds at once never over-sell either section', async () => {
    const { lecture, lab1 } = await labCourse({ lecture: 3, lab1: 3, lab2: 5 });
    const holders = [];
    for (let n = 0; n < 3; n += 1) holders.push(await holderOf(lecture.id, lab1.id));
    const line = [];
    for (let n = 0; n < 5; n += 1) {
      const student = await world.student();
      expect(await join(student.id, lecture.id, lab1.id)).toMatchObject({ kind: 'done' });
      line.push(student);
    }
    const outsiders = await Promise.all(Array.from({ length: 6 }, () => world.student()));
    // Two holders drop the course (lecture and lab in one change, as add/drop and advising do) while
    // everybody in line accepts and outsiders try to take either seat. Every change runs as the portal
    // runs it: again when PostgreSQL picks it as a deadlock victim.
    const dropCourse = (studentId: number) =>
      seatTransaction(world.db, async (tx) => {
        for (const sectionId of [lecture.id, lab1.id])
          await freeSeat(tx, { studentId, sectionId, source: 'add_drop', now: t0 }, subject.app.seatFreed);
      });
    const attempts = await Promise.all([
      ...holders.slice(0, 2).map((holder) => dropCourse(holder.id)),
      ...line.map((student) =>
        acceptWaitlistOffer(world.db, world.call(student.id, lecture.id, later(HOUR))),
      ),
      ...outsiders.flatMap((student) =>
        [lecture.id, lab1.id].map((sectionId) =>
          seatTransaction(world.db, (tx) =>
            takeSeat(tx, { studentId: student.id, sectionId, source: 'add_drop' }),
          ),
        ),
      ),
    ]);
    expect(attempts.filter((outcome) => outcome === 'taken')).toHaveLength(0);
    await world.sweep(later(HOUR));
    for (const student of line)
      await acceptWaitlistOffer(world.db, world.call(student.id, lecture.id, later(2 * HOUR)));
    for (const section of [lecture, lab1]) {
      const after = await world.seatsAndLine(section.id);
      expect(after).toMatchObject({ capacity: 3, enrolled: 3, held: 0, registered: 3 });
    }
    const accepted = (
      await Promise.all(line.map(async (student) => (await entriesOf(student.id))[0]?.status))
    ).filter((status) => status === 'accepted');
    expect(accepted).toHaveLength(2);
  });
});
