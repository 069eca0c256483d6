import { calls } from '@portal/contract/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import type { RouteAccess } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { checkIn } from './door.js';
import { doorEvents, eventCounts } from './door-queries.js';
import { eventById } from './queries.js';

/** Ushers check tickets in; the events office may too (a desk at the door). */
export const DOOR: RouteAccess = { kind: 'staff', roles: ['usher', 'events-office'] };

/** The door (/api/Door/…): check-in and live counts. */
export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.door.getEvents, { access: DOOR }, async () =>
    ok(
      (await doorEvents(db)).map((event) => ({
        EventId: event.id,
        TitleEn: event.titleEn,
        TitleAr: event.titleAr,
        StartsAt: event.startsAt.toISOString(),
        VenueEn: event.venueEn,
        VenueAr: event.venueAr,
      })),
    ),
  );

  registerCall(app, calls.door.checkIn, { access: DOOR }, async (request) => {
    const outcome = await checkIn(
      db,
      staffOf(request).staffId,
      request.body,
      app.config.UNIVERSITY_TIME_ZONE,
    );
    return outcome.kind === 'done' ? ok(outcome.value) : refusalOf(outcome, requestLanguage(request));
  });

  registerCall(app, calls.door.getCounts, { access: DOOR }, async (request) => {
    const event = await eventById(db, request.query.EventId);
    if (!event) throw new PortalHttpError(404, say('party.eventNotFound'));
    const counts = await eventCounts(db, event.id);
    return ok({
      EventId: event.id,
      Registered: counts.registered,
      Attending: counts.attending,
      Guests: counts.guests,
      AdmittedStudents: counts.admittedStudents,
      AdmittedGuests: counts.admittedGuests,
    });
  });
};
