import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT, type RouteAccess } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { recordAudit } from '../audit/service.js';
import { liveWindows } from '../time-tickets/service.js';
import { liveCourseSeats } from '../waitlist/service.js';

const REGISTRAR: RouteAccess = { kind: 'staff', roles: ['registrar'] };
/** Minutes of traffic the live view shows. */
const TRAFFIC_MINUTES = 10;

export const waitingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const room = app.waitingRoom;

  registerCall(
    app,
    calls.waitingRoom.requestAdmission,
    // Rate limited like every registration call, never queued: it is how the line is joined and watched.
    { access: STUDENT, registration: { call: 'admission' } },
    async (request) =>
      ok(await room.requestAdmission(studentOf(request).studentId, request.query.wait === 'true')),
  );

  registerCall(app, calls.waitingRoom.getLiveWindow, { access: REGISTRAR }, async () => {
    const now = new Date();
    const { figures, reading, overloaded, ratePerSecond } = room.snapshot();
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
        AdmitsPerSecond: Math.floor(ratePerSecond),
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
  });

  registerCall(app, calls.waitingRoom.setAdmissionMode, { access: REGISTRAR }, async (request) => {
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
  });
};
