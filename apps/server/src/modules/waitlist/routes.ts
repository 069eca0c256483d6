import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTRATION_WINDOW_KINDS, type WaitlistWindow } from '@portal/contract';
import { calls, waitlistCallsByWindow } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage, type Language } from '../../platform/i18n/language.js';
import { registrationWrite } from '../../platform/http/registration-call.js';
import { registrationPolicy } from '../advising/service.js';
import {
  acceptWaitlistOffer,
  declineWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  studentWaitlists,
  type WaitlistCall,
  type WaitlistOutcome,
} from './service.js';
import { WaitlistSweeper } from './sweeper.js';
import { runInBackground } from '../../platform/background-work.js';

const answer = <T>(outcome: WaitlistOutcome<T>, language: Language) =>
  outcome.kind === 'done' ? ok(outcome.value) : refusalOf(outcome, language);

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
  if (config.WAITLIST_SWEEPER) runInBackground(app, sweeper);

  // Not marked as a registration read: home shows a pending offer from it, and a page outside
  // registration must never be sent to the waiting room. It is one indexed read of the student's rows.
  registerCall(app, calls.waitlist.getStudentWaitlists, { access: STUDENT }, async (request) =>
    ok(await studentWaitlists(db, studentOf(request).studentId, new Date())),
  );

  const call = (
    window: WaitlistWindow,
    studentId: number,
    body: { SectionId: number; LabSectionId?: number },
  ): WaitlistCall => ({
    studentId,
    sectionId: body.SectionId,
    labSectionId: body.LabSectionId,
    window,
    policy,
    offerHours,
    seatFreed: app.seatFreed,
    now: new Date(),
  });

  // Each write exists once per window so the route passes that window's time ticket and waiting room.
  for (const window of REGISTRATION_WINDOW_KINDS) {
    const windowCalls = waitlistCallsByWindow[window];
    const marked = { access: STUDENT, ...registrationWrite(window) };

    registerCall(app, windowCalls.join, marked, async (request) =>
      answer(
        await joinWaitlist(db, call(window, studentOf(request).studentId, request.body)),
        requestLanguage(request),
      ),
    );

    registerCall(app, windowCalls.leave, marked, async (request) => {
      const outcome = await leaveWaitlist(db, call(window, studentOf(request).studentId, request.body));
      sweeper.wake();
      return answer(outcome, requestLanguage(request));
    });

    registerCall(app, windowCalls.accept, marked, async (request) =>
      answer(
        await acceptWaitlistOffer(db, call(window, studentOf(request).studentId, request.body)),
        requestLanguage(request),
      ),
    );

    registerCall(app, windowCalls.decline, marked, async (request) => {
      const outcome = await declineWaitlistOffer(
        db,
        call(window, studentOf(request).studentId, request.body),
      );
      sweeper.wake();
      return answer(outcome, requestLanguage(request));
    });
  }
};
