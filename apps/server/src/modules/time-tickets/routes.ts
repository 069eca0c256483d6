import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  generateTicketsBody,
  generateTicketsResponse,
  getRegistrationTicketQuery,
  getRegistrationTicketResponse,
  getTicketWindowsResponse,
} from '@portal/contract';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { recordAudit } from '../audit/service.js';
import { drawTickets } from './generation.js';
import { studentTicket } from './service.js';
import { ticketWindow, ticketWindows } from './staff-views.js';

const bearer = [{ bearer: [] }];

export const timeTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/Registration/GetRegistrationTicket',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Registration'],
        summary:
          "The student's registration time ticket for the window open now (or next), and every hold that would stop them",
        security: bearer,
        querystring: getRegistrationTicketQuery,
        response: { 200: envelope(getRegistrationTicketResponse) },
      },
    },
    async (request) =>
      ok(await studentTicket(db, studentOf(request).studentId, request.query.kind, new Date())),
  );

  app.get(
    '/api/Registration/GetTicketWindows',
    {
      config: { access: { kind: 'staff', roles: ['registrar'] } },
      schema: {
        tags: ['Registration'],
        summary: "The current term's advising and add/drop windows with their time tickets in blocks",
        security: bearer,
        response: { 200: envelope(getTicketWindowsResponse) },
      },
    },
    async () => ok(await ticketWindows(db, new Date())),
  );

  app.post(
    '/api/Registration/GenerateTickets',
    {
      config: { access: { kind: 'staff', roles: ['registrar'] } },
      schema: {
        tags: ['Registration'],
        summary:
          'Draws every active student’s time ticket for a window, in blocks (by earned credits or by a draw within each level); replaces the previous draw',
        security: bearer,
        body: generateTicketsBody,
        response: { 200: envelope(generateTicketsResponse.nullable()) },
      },
    },
    async (request) => {
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
            : { refusal: outcome.message },
      });
      if (outcome.kind === 'refused') return refusal(outcome.status, outcome.message);
      const window = await ticketWindow(db, request.body.WindowId);
      return window ? ok(window) : refusal('404', 'The window is no longer part of the current term.');
    },
  );
};
