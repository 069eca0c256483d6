import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { universityDayBounds } from '../../platform/clock.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { portalLogPage } from './service.js';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(
    app,
    calls.audit.getPortalLogs,
    { access: { kind: 'staff', roles: ['auditor'] } },
    async (request) => {
      const query = request.query;
      const zone = app.config.UNIVERSITY_TIME_ZONE;
      const { items, total } = await portalLogPage(app.database.db, {
        studentCode: query.StudentCode,
        staffEmail: query.StaffEmail,
        action: query.Action,
        // Dates are the university's calendar days: "To 2026-11-22" includes that whole day in Cairo.
        from: query.From ? universityDayBounds(query.From, zone).start : undefined,
        until: query.To ? universityDayBounds(query.To, zone).end : undefined,
        offset: (query.Page - 1) * query.PageSize,
        limit: query.PageSize,
      });
      return ok({ Items: items, Total: total, Page: query.Page, PageSize: query.PageSize });
    },
  );
};
