import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  getImpersonationHistoryResponse,
  getStudentsBody,
  getStudentsResponse,
  impersonateBody,
  impersonationSession,
  stoppedImpersonation,
} from '@portal/contract';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { SIGNED_IN, STUDENT, type RouteAccess } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { countImpersonatedWrites } from '../audit/service.js';
import { recordAudit } from '../audit/service.js';
import { impersonationsOfStudent, searchStudents } from './queries.js';
import { startImpersonation, stopImpersonation } from './service.js';

const REGISTRAR: RouteAccess = { kind: 'staff', roles: ['registrar'] };
const bearer = [{ bearer: [] }];

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/Student/GetStudents',
    {
      config: { access: REGISTRAR },
      schema: {
        tags: ['Student'],
        summary: 'Staff search for a student by code, name or email',
        security: bearer,
        body: getStudentsBody,
        response: { 200: envelope(getStudentsResponse) },
      },
    },
    async (request) => {
      const { Query, Page, PageSize } = request.body;
      const { items, total } = await searchStudents(db, Query, (Page - 1) * PageSize, PageSize);
      return ok({
        Items: items.map((hit) => ({
          StudentId: hit.id,
          Code: hit.code,
          Email: hit.email,
          NameEn: hit.nameEn,
          NameAr: hit.nameAr,
          FacultyEn: hit.facultyEn,
          FacultyAr: hit.facultyAr,
          ProgramEn: hit.programEn,
          ProgramAr: hit.programAr,
          Level: hit.level,
          Status: hit.status,
        })),
        Total: total,
        Page,
        PageSize,
      });
    },
  );

  app.post(
    '/api/Student/impersonate',
    {
      config: { access: REGISTRAR, credential: true },
      schema: {
        tags: ['Student'],
        summary: 'A registrar acts as a student for a limited time, with a reason; audited',
        security: bearer,
        body: impersonateBody,
        response: { 200: envelope(impersonationSession.nullable()) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const outcome = await startImpersonation(db, app.portalAuth, app.config, staff, {
        userName: request.body.UserName,
        reason: request.body.Reason,
      });
      await recordAudit(db, request, {
        action: 'impersonation-start',
        outcome: outcome.kind === 'started' ? 'success' : 'refused',
        staffMemberId: staff.staffId,
        studentId: outcome.studentId ?? null,
        actorLabel: staff.email,
        target: request.body.UserName,
        details:
          outcome.kind === 'started'
            ? { impersonationId: outcome.impersonationId, reason: request.body.Reason }
            : { refusal: outcome.message },
      });
      return outcome.kind === 'started' ? ok(outcome.session) : refusal('403', outcome.message);
    },
  );

  app.post(
    '/api/Student/StopImpersonation',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['Student'],
        summary: 'Ends the impersonation this token belongs to and revokes the token',
        security: bearer,
        response: { 200: envelope(stoppedImpersonation.nullable()) },
      },
    },
    async (request) => {
      const principal = request.principal;
      const actor = principal?.kind === 'student' ? principal.actor : undefined;
      if (!principal || !actor) return refusal('409', 'You are not acting as a student.');
      const ended = await stopImpersonation(db, app.portalAuth, principal);
      await recordAudit(db, request, {
        action: 'impersonation-stop',
        outcome: 'success',
        staffMemberId: actor.staffId,
        studentId: ended?.studentId ?? null,
        actorLabel: actor.email,
        details: { impersonationId: actor.impersonationId },
      });
      return ok({ Stopped: true as const });
    },
  );

  app.get(
    '/api/Portal/GetImpersonationHistory',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Portal'],
        summary: 'When staff acted as the signed-in student, why, and how many changes they made',
        security: bearer,
        response: { 200: envelope(getImpersonationHistoryResponse) },
      },
    },
    async (request) => {
      const student = studentOf(request);
      const rows = await impersonationsOfStudent(db, student.studentId);
      const history = await Promise.all(
        rows.map(async (row) => ({
          StaffName: row.staffName,
          Reason: row.reason,
          StartedAt: row.startedAt.toISOString(),
          EndedAt:
            (row.endedAt ?? (row.expiresAt < new Date() ? row.expiresAt : null))?.toISOString() ?? null,
          Writes: await countImpersonatedWrites(db, row.id),
        })),
      );
      return ok(history);
    },
  );
};
