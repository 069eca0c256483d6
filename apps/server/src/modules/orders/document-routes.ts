import type { VerifyDocumentResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { universityDate } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { PUBLIC, STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { say } from '../../platform/i18n/said.js';
import { sendStoredFile } from '../../platform/storage/send-stored-file.js';
import { documentByCode, resultOfStudent } from './document-queries.js';
import { orderNumber } from './order-number.js';
import { normalisedCode } from './verification-code.js';

const NOT_GENUINE: VerifyDocumentResponse = {
  Genuine: false,
  DocumentTitleEn: null,
  DocumentTitleAr: null,
  StudentName: null,
  IssuedOn: null,
  Revoked: false,
};

/**
 * VerifyDocument: whether a code is printed on a document the portal issued, with only what that document
 * itself shows (title, the name as printed, the issue date on the university's calendar) and whether the
 * office revoked it. An unknown code answers "not genuine" and nothing else.
 */
export async function verifyDocument(
  db: Database,
  typed: string,
  timeZone: string,
): Promise<VerifyDocumentResponse> {
  const code = normalisedCode(typed);
  if (code === null) return NOT_GENUINE;
  const found = await documentByCode(db, code);
  if (!found?.issuedAt) return NOT_GENUINE;
  return {
    Genuine: true,
    DocumentTitleEn: found.titleEn,
    DocumentTitleAr: found.titleAr,
    StudentName: found.studentName,
    IssuedOn: universityDate(found.issuedAt, timeZone),
    Revoked: found.revokedAt !== null,
  };
}

/** The student's download of a fulfilled request's result, and the public check of an issued document. */
export const orderDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;

  registerCall(app, calls.orders.getCompleteDocument, { access: STUDENT }, async (request, reply) => {
    const result = await resultOfStudent(db, studentOf(request).studentId, request.body.OrderId);
    // Another student's request, one without a result, or one not yet fulfilled: the same 404.
    const finished = result?.state === 'fulfilled' || result?.state === 'closed';
    if (!result || !finished || !result.key || !result.mediaType)
      throw new PortalHttpError(404, say('orders.result.none'));
    // A withdrawn letter is not handed out again: the student is told why instead.
    if (result.revokedAt !== null) throw new PortalHttpError(409, say('orders.result.revoked'));
    return sendStoredFile(reply, app.files, {
      key: result.key,
      mediaType: result.mediaType,
      downloadName: result.fileName ?? `${orderNumber(result)}.pdf`,
    });
  });

  // Public like the sign-in page: the per-address limit of every /api call (platform/http/rate-limit.ts)
  // keeps anyone from trying codes in bulk.
  registerCall(app, calls.orders.verifyDocument, { access: PUBLIC }, async (request) =>
    ok(await verifyDocument(db, request.query.Code, timeZone)),
  );
};
