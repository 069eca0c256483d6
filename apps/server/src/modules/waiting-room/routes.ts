import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  getLiveWindowResponse,
  requestAdmissionResponse,
  setAdmissionModeBody,
  setAdmissionModeResponse,
} from '@portal/contract';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { recordAudit } from '../audit/service.js';
import { liveWindows } from '../time-tickets/service.js';
import { liveCourseSeats } from '../waitlist/service.js';

const bearer = [{ bearer: [] }];
/** Minutes of traffic the live view shows. */
const TRAFFIC_MINUTES = 10;

export const waitingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const room = app.waitingRoom;

  app.post(
    '/api/Registration/RequestAdmission',
    {
      // Rate limited like every registration call, never queued: it is how the line is joined and watched.
      config: { access: STUDENT, registration: { call: 'admission' } },
      schema: {
        tags: ['Registration'],
        summary:
          'Asks to register now: admitted (a pass, renewed by each registration call) or a place in the waiting room',
        security: bearer,
        response: { 200: envelope(requestAdmissionResponse) },
      },
    },
    async (request) => {
      const entry = await room.enter(studentOf(request).studentId);
      return ok(room.place(entry));
    },
  );

  app.get(
    '/api/Registration/GetLiveWindow',
    {
      config: { access: { kind: 'staff', roles: ['registrar'] } },
      schema: {
        tags: ['Registration'],
        summary:
          'The registration day live: admitted sessions, the line, ticket blocks opened, traffic and errors by minute',
        security: bearer,
        response: { 200: envelope(getLiveWindowResponse) },
      },
    },
    async () => {
      const now = new Date();
      const { figures, reading, overloaded } = room.snapshot();
      const [windows, traffic, seats] = await Promise.all([
        liveWindows(db, now),
        room.recentTraffic(now.getTime(), TRAFFIC_MINUTES),
        liveCourseSeats(app.database.query),
      ]);
      return ok({
        Now: now.toISOString(),
        Mode: figures.mode,
        AdmittedSessions: figures.passes,
        QueueLength: figures.queueLength,
        LongestWaitSeconds:
          figures.headSince === null
            ? null
            : Math.max(0, Math.round((now.getTime() - figures.headSince) / 1000)),
        AdmissionsPerMinute: figures.admittedLastMinute,
        Signals: {
          EventLoopDelayMs: Math.round(reading.eventLoopDelayMs * 10) / 10,
          EventLoopDelayThresholdMs: app.config.WAITING_ROOM_EVENT_LOOP_DELAY_MS,
          ConnectionWaitMs: Math.round(reading.connectionWaitMs * 10) / 10,
          ConnectionWaitThresholdMs: app.config.WAITING_ROOM_CONNECTION_WAIT_MS,
          Overloaded: overloaded,
        },
        Windows: windows,
        Courses: seats.courses,
        CoursesTotal: seats.total,
        Traffic: traffic.map((minute) => ({
          Minute: new Date(minute.minute).toISOString(),
          Requests: minute.requests,
          ServerErrors: minute.serverErrors,
          Refusals: minute.refusals,
          Queued: minute.queued,
        })),
      });
    },
  );

  app.post(
    '/api/Registration/SetAdmissionMode',
    {
      config: { access: { kind: 'staff', roles: ['registrar'] } },
      schema: {
        tags: ['Registration'],
        summary:
          'auto: the load signals decide; queue: every new session waits (an incident); open: nobody waits',
        security: bearer,
        body: setAdmissionModeBody,
        response: { 200: envelope(setAdmissionModeResponse) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await room.setMode(request.body.Mode);
      await recordAudit(db, request, {
        action: 'admission-mode',
        outcome: 'success',
        staffMemberId: staff.staffId,
        actorLabel: staff.email,
        target: `waiting room ${request.body.Mode}`,
      });
      return ok({ Mode: request.body.Mode });
    },
  );
};
