import { allocateSeats, rankApplicants } from '../../platform/allocation/allocation.js';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { refusable, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from '../transcript/service.js';
import { applicationMoveTo } from './application-states.js';
import { cycleMoveTo } from './cycle-states.js';
import { logApplication } from './queries.js';
import {
  cycleOffers,
  lockCycle,
  setOfferFilled,
  submittedApplications,
  updateApplication,
  updateCycle,
} from './office-queries.js';
import { tellPublished } from './tell-student.js';

export type RunOutcome = { kind: 'done'; cycleId: number; told: number } | Refused;

/**
 * PreviewCycle: allocates a closed (or already previewed) cycle. Submitted applications are ranked by the
 * student's cumulative GPA (the transcript's, frozen now), ties by HMAC of the student id under the cycle's seed,
 * and placed by student-proposing deferred acceptance within each offer's places (platform/allocation, Tanseek's
 * code); each application's GPA, place and offer and each offer's filled places replace any earlier preview.
 * Students see nothing until it is published.
 */
export async function previewCycle(
  db: Database,
  cycleId: number,
  run: { now: Date; scale: GradeScale },
): Promise<RunOutcome> {
  return inTransaction(db, async (tx) => {
    const cycle = await lockCycle(tx, cycleId);
    if (!cycle) throw new RefusedInTransaction('404', say('sstp.cycleNotFound'));
    const to = cycleMoveTo(cycle.state, 'preview');
    if (to === null)
      throw new RefusedInTransaction(
        '409',
        say(cycle.state === 'open' ? 'sstp.office.allocateOpen' : 'sstp.office.allocatePublished'),
      );
    const applications = await submittedApplications(tx, cycle.id);
    const gpaOf = new Map<number, number | null>();
    for (const { studentId } of applications)
      gpaOf.set(studentId, (await academicRecordOf(tx, studentId, run.scale, run.now)).cumulative.gpa);
    const ranked = rankApplicants(
      applications.map(({ studentId }) => ({ id: studentId, gpa: gpaOf.get(studentId) ?? null })),
      cycle.seed,
    );
    const offers = await cycleOffers(tx, cycle.id);
    const byStudent = new Map(applications.map((application) => [application.studentId, application]));
    const { assignment, filled } = allocateSeats(
      ranked.map(({ id, place }) => ({ id, place, choices: byStudent.get(id)?.offerIds ?? [] })),
      new Map(offers.map(({ offer }) => [offer.id, offer.places])),
    );
    for (const { id, gpa, place } of ranked) {
      const application = byStudent.get(id);
      if (application)
        await updateApplication(tx, application.id, {
          gpa,
          place,
          previewOfferId: assignment.get(id) ?? null,
          updatedAt: run.now,
        });
    }
    for (const { offer } of offers) await setOfferFilled(tx, offer.id, filled.get(offer.id) ?? 0);
    await updateCycle(tx, cycle.id, { state: to, previewedAt: run.now, updatedAt: run.now });
    return { cycleId: cycle.id, told: 0 };
  });
}

/**
 * PublishCycle: the preview becomes the students' result. Each submitted application moves to assigned (its
 * preview's offer) or not-assigned, its history says so and its student is told. Once: a published cycle is final.
 */
export async function publishCycle(
  db: Database,
  cycleId: number,
  run: { now: Date; staffId: number; events: EventBus | undefined },
): Promise<RunOutcome> {
  return inTransaction(db, async (tx) => {
    const cycle = await lockCycle(tx, cycleId);
    if (!cycle) throw new RefusedInTransaction('404', say('sstp.cycleNotFound'));
    const to = cycleMoveTo(cycle.state, 'publish');
    if (to === null)
      throw new RefusedInTransaction(
        '409',
        say(cycle.state === 'published' ? 'sstp.office.publishTwice' : 'sstp.office.publishUnpreviewed'),
      );
    const applications = await submittedApplications(tx, cycle.id);
    for (const application of applications) {
      const move = application.previewOfferId === null ? 'not-assign' : 'assign';
      const state = applicationMoveTo(application.state, move);
      if (state === null) throw new Error(`Application ${String(application.id)} cannot ${move}`);
      await updateApplication(tx, application.id, {
        state,
        assignedOfferId: application.previewOfferId,
        updatedAt: run.now,
      });
      await logApplication(tx, { applicationId: application.id, action: move, state, at: run.now });
      await tellPublished(tx, run.events, {
        studentId: application.studentId,
        cycle,
        assignedOfferId: application.previewOfferId,
      });
    }
    await updateCycle(tx, cycle.id, {
      state: to,
      publishedAt: run.now,
      publishedByStaffId: run.staffId,
      updatedAt: run.now,
    });
    return { cycleId: cycle.id, told: applications.length };
  });
}

async function inTransaction(
  db: Database,
  work: (tx: Database) => Promise<{ cycleId: number; told: number }>,
): Promise<RunOutcome> {
  const outcome = await refusable(() => db.transaction((tx) => work(tx)));
  return outcome.kind === 'refused' ? outcome : { kind: 'done', ...outcome.value };
}
