import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { sendStoredFile } from '../../platform/storage/send-stored-file.js';
import { facultyCatalogue } from '../academic/service.js';
import { studentData } from '../default-data/service.js';
import { settlePaidFees } from './fee-settling.js';
import { studentMajors } from './major-declaration.js';
import { documentOfStudent, orderCounts, orderTypeById } from './queries.js';
import { saveStudentOrder } from './student-orders.js';
import { updateStudentOrder } from './student-moves.js';
import {
  acceptanceExcuses,
  orderTypesFor,
  studentActionLog,
  studentOrder,
  studentOrders,
} from './student-reads.js';
import { uploadOrderFiles } from './student-uploads.js';
import { runInBackground } from '../../platform/background-work.js';

/** The student's side of the student-services requests (spec §7's orders host). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;
  const write = (studentId: number) => ({ studentId, now: new Date(), timeZone, events: app.events });

  // Requests whose fee was paid move on without the student coming back (any instance; moveOrder locks).
  const settler = new PeriodicTask({
    intervalMs: app.config.PAYMENT_RECONCILE_SECONDS * 1000,
    pass: () => settlePaidFees(db, app.events, new Date()),
    onError: (error) => {
      app.log.error({ err: error }, 'orders: paid fees could not be settled');
    },
  });
  if (app.config.PAYMENT_RECONCILER) runInBackground(app, settler);

  registerCall(app, calls.orders.getStudentData, { access: STUDENT }, async (request) => {
    const studentId = studentOf(request).studentId;
    const [profile, counts] = await Promise.all([studentData(db, studentId), orderCounts(db, studentId)]);
    if (profile === null) throw new PortalHttpError(401, say('auth.signIn'));
    return ok({ ...profile, OpenOrders: counts.open, OrdersAwaitingStudent: counts.awaiting });
  });

  registerCall(app, calls.orders.getOrderTypes, { access: STUDENT }, async (request) =>
    ok(await orderTypesFor(db, studentOf(request).studentId, new Date(), timeZone, requestLanguage(request))),
  );

  registerCall(app, calls.orders.getParameterForm, { access: STUDENT }, async (request) => {
    const type = await orderTypeById(db, request.body.OrderTypeId);
    if (!type?.active) return refusal('404', say('orders.typeNotFound'), requestLanguage(request));
    return ok({ OrderTypeId: type.id, Purpose: type.purpose, Fields: type.fields });
  });

  registerCall(app, calls.orders.getOrderTypeDocuments, { access: STUDENT }, async (request) => {
    const type = await orderTypeById(db, request.body.OrderTypeId);
    if (!type?.active) return refusal('404', say('orders.typeNotFound'), requestLanguage(request));
    return ok(type.documents);
  });

  registerCall(app, calls.orders.getStudentOrders, { access: STUDENT }, async (request) =>
    ok(await studentOrders(db, studentOf(request).studentId, request.query)),
  );

  registerCall(app, calls.orders.getStudentOrder, { access: STUDENT }, async (request) => {
    const detail = await studentOrder(
      db,
      app.events,
      studentOf(request).studentId,
      request.query.OrderId,
      new Date(),
    );
    return detail ? ok(detail) : refusal('404', say('orders.notFound'), requestLanguage(request));
  });

  // Filing is the student's own act: refused while staff act as the student.
  registerCall(
    app,
    calls.orders.saveStudentOrder,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const studentId = studentOf(request).studentId;
      const outcome = await saveStudentOrder(db, write(studentId), request.body);
      if (outcome.kind === 'refused') return refusalOf(outcome, requestLanguage(request));
      const detail = await studentOrder(db, app.events, studentId, outcome.value, new Date());
      return detail ? ok(detail) : refusal('404', say('orders.notFound'), requestLanguage(request));
    },
  );

  registerCall(
    app,
    calls.orders.updateStudentOrder,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const studentId = studentOf(request).studentId;
      const outcome = await updateStudentOrder(db, write(studentId), request.body);
      if (outcome.kind === 'refused') return refusalOf(outcome, requestLanguage(request));
      const detail = await studentOrder(db, app.events, studentId, outcome.value, new Date());
      return detail ? ok(detail) : refusal('404', say('orders.notFound'), requestLanguage(request));
    },
  );

  registerCall(
    app,
    calls.orders.uploadFiles,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await uploadOrderFiles(app, request, write(studentOf(request).studentId));
      return outcome.kind === 'refused' ? refusalOf(outcome, requestLanguage(request)) : ok(outcome.value);
    },
  );

  registerCall(app, calls.orders.getOrderDocument, { access: STUDENT }, async (request, reply) => {
    const document = await documentOfStudent(db, studentOf(request).studentId, request.query.DocumentId);
    if (!document?.fileKey || !document.mediaType)
      throw new PortalHttpError(404, say('orders.documentNotFound'));
    return sendStoredFile(reply, app.files, {
      key: document.fileKey,
      mediaType: document.mediaType,
      downloadName: document.originalName ?? `document-${String(document.id)}`,
    });
  });

  registerCall(app, calls.orders.getActionLogList, { access: STUDENT }, async (request) => {
    const log = await studentActionLog(db, studentOf(request).studentId, request.body.OrderId);
    return log ? ok(log) : refusal('404', say('orders.notFound'), requestLanguage(request));
  });

  registerCall(app, calls.orders.getFaculties, { access: STUDENT }, async () =>
    ok(
      (await facultyCatalogue(db)).map((faculty) => ({
        FacultyId: faculty.FacultyId,
        FacultyCode: faculty.FacultyCode,
        NameEn: faculty.NameEn,
        NameAr: faculty.NameAr,
      })),
    ),
  );

  registerCall(app, calls.orders.getStudentMajors, { access: STUDENT }, async (request) =>
    ok(await studentMajors(db, studentOf(request).studentId, new Date(), timeZone, requestLanguage(request))),
  );

  registerCall(app, calls.orders.getAcceptanceExcuse, { access: STUDENT }, async (request) =>
    ok(await acceptanceExcuses(db, studentOf(request).studentId)),
  );
};
