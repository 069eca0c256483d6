import { calls } from '@portal/contract/calls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import type { RouteAccess } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf, type Refused } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { recordAudit } from '../audit/service.js';
import { moveEvent, officeEvents, saveEvent } from './office.js';
import { guestsCsv, invitationOutbox, registrationsCsv } from './office-csv.js';
import { eventById } from './queries.js';

export const EVENTS_OFFICE: RouteAccess = { kind: 'staff', roles: ['events-office'] };

/** The events office (/api/PartyOffice/…): events as data, their lists as CSV, the invitations' outbox. */
export const partyOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const access = { access: EVENTS_OFFICE };

  const audited = async (
    request: FastifyRequest,
    action: string,
    outcome: { kind: 'done'; value: { EventId: number; Version: number } } | Refused,
  ) => {
    const staff = staffOf(request);
    await recordAudit(db, request, {
      action,
      outcome: outcome.kind === 'done' ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: outcome.kind === 'done' ? `party event ${String(outcome.value.EventId)}` : 'party event',
      details:
        outcome.kind === 'done'
          ? { version: outcome.value.Version }
          : { refusal: inEnglish(outcome.message) },
    });
    return outcome.kind === 'done' ? ok(outcome.value) : refusalOf(outcome, requestLanguage(request));
  };

  registerCall(app, calls.partyOffice.getEvents, access, async () => ok(await officeEvents(db)));

  registerCall(app, calls.partyOffice.saveEvent, access, async (request) =>
    audited(request, 'party-event-save', await saveEvent(db, request.body, new Date())),
  );

  registerCall(app, calls.partyOffice.moveEvent, access, async (request) => {
    const { EventId, Version, Move } = request.body;
    const outcome = await moveEvent(db, { eventId: EventId, version: Version, move: Move }, new Date());
    return audited(request, `party-event-${Move}`, outcome);
  });

  /** Names and addresses leave the portal in these files: who took which list is kept. */
  const sendCsv = async (
    request: FastifyRequest,
    reply: FastifyReply,
    what: 'registrations' | 'guests',
    file: { csv: string; rows: number },
    eventId: number,
  ) => {
    const staff = staffOf(request);
    await recordAudit(db, request, {
      action: `party-${what}-exported`,
      outcome: 'success',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: `party event ${String(eventId)}`,
      details: { rows: file.rows },
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${String(eventId)}-${what}.csv"`)
      .send(file.csv);
  };
  const eventOf = async (eventId: number) => {
    const event = await eventById(db, eventId);
    if (!event) throw new PortalHttpError(404, say('party.eventNotFound'));
    return event;
  };

  registerCall(app, calls.partyOffice.getRegistrations, access, async (request, reply) => {
    const event = await eventOf(request.query.EventId);
    return sendCsv(request, reply, 'registrations', await registrationsCsv(db, event), event.id);
  });

  registerCall(app, calls.partyOffice.getGuests, access, async (request, reply) => {
    const event = await eventOf(request.query.EventId);
    return sendCsv(request, reply, 'guests', await guestsCsv(db, event.id), event.id);
  });

  registerCall(app, calls.partyOffice.getOutbox, access, async (request) => {
    const event = await eventOf(request.query.EventId);
    return ok(await invitationOutbox(db, event.id));
  });
};
