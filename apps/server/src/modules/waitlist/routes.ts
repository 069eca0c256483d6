import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  REGISTRATION_WINDOW_KINDS,
  studentWaitlists as studentWaitlistsResponse,
  WAITLIST_ROUTE_PREFIX,
  waitlistAccepted,
  waitlistPlace,
  waitlistSectionBody,
  type WaitlistWindow,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { registrationWrite } from '../../platform/http/registration-call.js';
import { registrationPolicy } from '../advising/service.js';
import {
  acceptWaitlistOffer,
  declineWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  studentWaitlists,
  type WaitlistOutcome,
} from './service.js';
import { WaitlistSweeper } from './sweeper.js';

const bearer = [{ bearer: [] }];

const answer = <T>(outcome: WaitlistOutcome<T>) =>
  outcome.kind === 'done' ? ok(outcome.value) : refusal(outcome.status, outcome.message);

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = app.config;
  const policy = registrationPolicy(config);
  const offerHours = config.WAITLIST_OFFER_HOURS;

  const sweeper = new WaitlistSweeper({
    db,
    events: app.events,
    timeZone: config.UNIVERSITY_TIME_ZONE,
    offerHours,
    intervalMs: config.WAITLIST_SWEEP_SECONDS * 1000,
    log: app.log,
  });
  if (config.WAITLIST_SWEEPER) {
    app.addHook('onReady', async () => {
      sweeper.start();
    });
    app.addHook('onClose', async () => {
      await sweeper.stop();
    });
  }

  // Not marked as a registration read: home shows a pending offer from it, and a page outside
  // registration must never be sent to the waiting room. It is one indexed read of the student's rows.
  app.get(
    '/api/Waitlist/GetStudentWaitlists',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Waitlist'],
        summary:
          "The student's places on waitlists this term with position, line length and any seat held for them",
        security: bearer,
        response: { 200: envelope(studentWaitlistsResponse) },
      },
    },
    async (request) => ok(await studentWaitlists(db, studentOf(request).studentId, new Date())),
  );

  const call = (window: WaitlistWindow, studentId: number, sectionId: number) => ({
    studentId,
    sectionId,
    window,
    policy,
    offerHours,
    now: new Date(),
  });

  // Each write exists once per window so the route passes that window's time ticket and waiting room.
  for (const window of REGISTRATION_WINDOW_KINDS) {
    const prefix = WAITLIST_ROUTE_PREFIX[window];
    const marked = { access: STUDENT, ...registrationWrite(window) };

    app.post(
      `${prefix}/JoinWaitlist`,
      {
        config: marked,
        schema: {
          tags: ['Waitlist'],
          summary: 'Joins the waitlist of a full section the student could otherwise add; answers the place',
          security: bearer,
          body: waitlistSectionBody,
          response: { 200: envelope(waitlistPlace.nullable()) },
        },
      },
      async (request) =>
        answer(await joinWaitlist(db, call(window, studentOf(request).studentId, request.body.SectionId))),
    );

    app.post(
      `${prefix}/LeaveWaitlist`,
      {
        config: marked,
        schema: {
          tags: ['Waitlist'],
          summary: 'Leaves a waitlist; a seat held for the student goes to the next in line',
          security: bearer,
          body: waitlistSectionBody,
          response: { 200: envelope(waitlistSectionBody.nullable()) },
        },
      },
      async (request) => {
        const outcome = await leaveWaitlist(
          db,
          call(window, studentOf(request).studentId, request.body.SectionId),
        );
        sweeper.wake();
        return answer(outcome);
      },
    );

    app.post(
      `${prefix}/AcceptWaitlistOffer`,
      {
        config: marked,
        schema: {
          tags: ['Waitlist'],
          summary: 'Takes the seat held for the student, through the same rules as adding a course',
          security: bearer,
          body: waitlistSectionBody,
          response: { 200: envelope(waitlistAccepted.nullable()) },
        },
      },
      async (request) =>
        answer(
          await acceptWaitlistOffer(db, call(window, studentOf(request).studentId, request.body.SectionId)),
        ),
    );

    app.post(
      `${prefix}/DeclineWaitlistOffer`,
      {
        config: marked,
        schema: {
          tags: ['Waitlist'],
          summary: 'Declines the seat held for the student; it is offered to the next in line',
          security: bearer,
          body: waitlistSectionBody,
          response: { 200: envelope(waitlistSectionBody.nullable()) },
        },
      },
      async (request) => {
        const outcome = await declineWaitlistOffer(
          db,
          call(window, studentOf(request).studentId, request.body.SectionId),
        );
        sweeper.wake();
        return answer(outcome);
      },
    );
  }
};
