import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { staffOf, studentOf } from '../../platform/auth/authenticate.js';
import { SIGNED_IN, STUDENT, type RouteAccess } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { countImpersonatedWrites } from '../audit/service.js';
import { recordAudit } from '../audit/service.js';
import { impersonationsOfStudent, searchStudents } from './queries.js';
import { startImpersonation, stopImpersonation } from './service.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';

const REGISTRAR: RouteAccess = { kind: 'staff', roles: ['registrar'] };

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.staff.getStudents, { access: REGISTRAR }, async (request) => {
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
  });

  registerCall(app, calls.staff.impersonate, { access: REGISTRAR, credential: true }, async (request) => {
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
          : { refusal: inEnglish(outcome.message) },
    });
    return outcome.kind === 'started' ? ok(outcome.session) : refusalOf(outcome, requestLanguage(request));
  });

  registerCall(app, calls.staff.stopImpersonation, { access: SIGNED_IN }, async (request) => {
    const principal = request.principal;
    const actor = principal?.kind === 'student' ? principal.actor : undefined;
    if (!principal || !actor) return refusal('409', say('impersonation.notActing'), requestLanguage(request));
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
  });

  registerCall(app, calls.staff.getImpersonationHistory, { access: STUDENT }, async (request) => {
    const student = studentOf(request);
    const rows = await impersonationsOfStudent(db, student.studentId);
    const history = await Promise.all(
      rows.map(async (row) => ({
        StaffName: row.staffName,
        Reason: row.reason,
        StartedAt: row.startedAt.toISOString(),
        EndedAt: (row.endedAt ?? (row.expiresAt < new Date() ? row.expiresAt : null))?.toISOString() ?? null,
        Writes: await countImpersonatedWrites(db, row.id),
      })),
    );
    return ok(history);
  });
};
