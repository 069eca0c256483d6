import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT, type RouteAccess } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { recordAudit } from '../audit/service.js';
import { drawTickets } from './generation.js';
import { studentTicket, ticketAnswerIn } from './service.js';
import { ticketWindow, ticketWindows } from './staff-views.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';

const REGISTRAR: RouteAccess = { kind: 'staff', roles: ['registrar'] };

export const timeTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.timeTickets.getRegistrationTicket, { access: STUDENT }, async (request) =>
    ok(
      ticketAnswerIn(
        await studentTicket(db, studentOf(request).studentId, request.query.kind, new Date()),
        requestLanguage(request),
      ),
    ),
  );

  registerCall(app, calls.timeTickets.getTicketWindows, { access: REGISTRAR }, async () =>
    ok(await ticketWindows(db, new Date())),
  );

  registerCall(app, calls.timeTickets.generateTickets, { access: REGISTRAR }, async (request) => {
    const staff = staffOf(request);
    const outcome = await drawTickets(
      db,
      request.body,
      { staffId: staff.staffId, scale: app.config.gradeScale, timeZone: app.config.UNIVERSITY_TIME_ZONE },
      new Date(),
    );
    await recordAudit(db, request, {
      action: 'ticket-generation',
      outcome: outcome.kind === 'drawn' ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: `window ${String(request.body.WindowId)}`,
      details:
        outcome.kind === 'drawn'
          ? {
              method: outcome.draw.method,
              seed: outcome.draw.seed,
              studentsPerBlock: outcome.draw.studentsPerBlock,
              secondsBetweenBlocks: outcome.draw.secondsBetweenBlocks,
              firstBlockAt: outcome.draw.firstBlockAt.toISOString(),
              students: outcome.students,
            }
          : { refusal: inEnglish(outcome.message) },
    });
    if (outcome.kind === 'refused') return refusal(outcome.status, outcome.message, requestLanguage(request));
    const window = await ticketWindow(db, request.body.WindowId);
    return window ? ok(window) : refusal('404', say('window.notInTerm'), requestLanguage(request));
  });
};
