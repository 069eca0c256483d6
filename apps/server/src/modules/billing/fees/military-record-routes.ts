import { calls } from '@portal/contract/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../../platform/auth/authenticate.js';
import type { RouteAccess } from '../../../platform/http/access.js';
import { registerCall } from '../../../platform/http/call-route.js';
import { ok } from '../../../platform/http/envelope.js';
import { refusalOf } from '../../../platform/http/refused.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { inEnglish } from '../../../platform/i18n/words.js';
import { recordAudit } from '../../audit/service.js';
import { setMilitaryRecord } from './military-records.js';
import { militaryRecordsPage } from './military-records-queries.js';

/** Military records are the student affairs office's: the registrar keeps them. */
const REGISTRAR: RouteAccess = { kind: 'staff', roles: ['registrar'] };

/** The registrar's military-records page (issue 23): who must take the course, and recording where they stand. */
export const militaryRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.fees.getMilitaryRecords, { access: REGISTRAR }, async (request) => {
    const { Status, Search, Page, PageSize } = request.query;
    const { items, total } = await militaryRecordsPage(
      db,
      { status: Status, search: Search },
      (Page - 1) * PageSize,
      PageSize,
    );
    return ok({ Items: items, Total: total, Page, PageSize });
  });

  registerCall(app, calls.fees.setMilitaryRecord, { access: REGISTRAR }, async (request) => {
    const staff = staffOf(request);
    const { StudentCode, Status, Note } = request.body;
    const outcome = await setMilitaryRecord(db, { studentCode: StudentCode, status: Status, note: Note });
    const done = outcome.kind === 'changed';
    // A repeated submit changed nothing: the first one is already in the log.
    if (!done || !outcome.repeated)
      await recordAudit(db, request, {
        action: 'military-record',
        outcome: done ? 'success' : 'refused',
        staffMemberId: staff.staffId,
        studentId: outcome.studentId ?? null,
        actorLabel: staff.email,
        target: `student ${StudentCode}`,
        details: done
          ? { from: outcome.from, to: Status, note: Note ?? null, creditedPiastres: outcome.creditedPiastres }
          : { to: Status, refusal: inEnglish(outcome.message) },
      });
    if (!done) return refusalOf(outcome, requestLanguage(request));
    const { items } = await militaryRecordsPage(db, { studentId: outcome.studentId }, 0, 1);
    const [row] = items;
    if (!row) throw new Error(`Student ${String(outcome.studentId)} left the military listing`);
    return ok(row);
  });
};
