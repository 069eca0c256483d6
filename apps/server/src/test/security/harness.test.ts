import { uploadFilesFields } from '@portal/contract';
import type { FileCall } from '@portal/contract/calls';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageRecipients } from '../../modules/notify/schema.js';
import { orders } from '../../modules/orders/schema.js';
import { students } from '../../modules/student/schema.js';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { receiveUpload } from '../../platform/storage/receive-upload.js';
import { ACCESS_MATRIX, staff, STUDENT as STUDENT_ROW } from './access-matrix.js';
import { buildAuditedApp, openApiDocument, type AuditedApp, type OpenApiDocument } from './audited-app.js';
import { buildCast, type Cast } from './callers.js';
import { IDENTIFIER_FIELDS } from './identifier-fields.js';
import { objectLevelProblems } from './object-level.js';
import { roleMatrixProblems } from './role-matrix.js';
import { buildStudentRecords, type StudentRecords } from './student-records.js';

/** An upload that files the document on whichever request its OrderId field names, the student's or not. */
const uploadToAnyRequest: FileCall = {
  method: 'POST',
  path: '/api/Probe/UploadToAnyRequest',
  host: 'portal',
  tag: 'Probe',
  summary: 'Files one PDF on any request',
  upload: true,
  uploadFields: 'uploadFilesFields',
  answer: 'file',
};

/**
 * Deliberately broken routes, registered only here, to prove the matrices catch what they are for: a
 * student route that trusts a student code from the query, one that marks anyone's message read, a
 * multipart upload that trusts the request id among its fields, and a staff function declared as a
 * student route.
 */
const brokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/Probe/LeakyProfile',
    {
      config: { access: STUDENT },
      schema: { security: [{ bearer: [] }], querystring: z.object({ StudentCode: z.string().min(1) }) },
    },
    async (request) => {
      const [row] = await db.select().from(students).where(eq(students.code, request.query.StudentCode));
      return { Status: '200', ReturnObject: { Code: row?.code, NameEn: row?.nameEn } };
    },
  );
  app.post(
    '/api/Probe/MarkAnyMessageRead',
    {
      config: { access: STUDENT },
      schema: { security: [{ bearer: [] }], body: z.object({ MessageId: z.number().int() }) },
    },
    async (request) => {
      studentOf(request);
      await db
        .update(messageRecipients)
        .set({ readAt: new Date() })
        .where(eq(messageRecipients.messageId, request.body.MessageId));
      return { Status: '200', ReturnObject: null };
    },
  );
  registerCall(app, uploadToAnyRequest, { access: STUDENT }, async (request, reply) => {
    const upload = await receiveUpload(
      request,
      app.files,
      { maxFiles: 1, maxBytesPerFile: 100_000, kinds: ['pdf'] },
      app.virusScanner,
    );
    const asked = uploadFilesFields.safeParse(upload.kind === 'stored' ? upload.fields : {});
    if (!asked.success) return reply.code(422).send();
    await db
      .update(orders)
      .set({ version: sql`${orders.version} + 1` })
      .where(eq(orders.id, asked.data.OrderId));
    return reply.code(204).send();
  });
  app.get(
    '/api/Probe/ListEveryStudent',
    { config: { access: STUDENT }, schema: { security: [{ bearer: [] }] } },
    async () => ({ Status: '200', ReturnObject: (await db.select().from(students)).length }),
  );
};

describe('the security harness itself', () => {
  let subject: AuditedApp;
  let document: OpenApiDocument;
  let cast: Cast;
  let a: StudentRecords;
  let b: StudentRecords;
  beforeAll(async () => {
    subject = await buildAuditedApp(
      {},
      {
        probes: (app: FastifyInstance) => {
          void app.register(brokenRoutes);
        },
      },
    );
    document = await openApiDocument(subject.app);
    cast = await buildCast(subject.app, subject.database.handle.db);
    a = await buildStudentRecords(subject.database.handle.db, 'A');
    b = await buildStudentRecords(subject.database.handle.db, 'B');
  });
  afterAll(() => subject.close());

  it('fails a route with identifier inputs that the identifier map does not list, saying what to add', async () => {
    const problems = await objectLevelProblems(subject, document, a, b);
    expect(problems).toContain(
      "GET /api/Probe/LeakyProfile takes query.StudentCode but test/security/identifier-fields.ts has no entry: add 'GET /api/Probe/LeakyProfile': { '<place.field>': '<kind>' } for each field naming a student's record, or {} if none does",
    );
    // A multipart upload's text fields are inputs like a JSON body's.
    expect(problems).toContain(
      "POST /api/Probe/UploadToAnyRequest takes body.OrderId, body.RequirementCode but test/security/identifier-fields.ts has no entry: add 'POST /api/Probe/UploadToAnyRequest': { '<place.field>': '<kind>' } for each field naming a student's record, or {} if none does",
    );
  });

  it("catches a route that shows B's record to A, and one that changes B's rows", async () => {
    const problems = await objectLevelProblems(subject, document, a, b, {
      ...IDENTIFIER_FIELDS,
      'GET /api/Probe/LeakyProfile': { 'query.StudentCode': 'code' },
      'POST /api/Probe/MarkAnyMessageRead': { 'body.MessageId': 'messageId' },
      'POST /api/Probe/UploadToAnyRequest': { 'body.OrderId': 'orderId' },
    });
    expect(problems).toEqual([
      `GET /api/Probe/LeakyProfile shows B's data to A: ${b.code}, ${b.nameEn}`,
      "POST /api/Probe/MarkAnyMessageRead changed B's rows when A called it",
      "POST /api/Probe/UploadToAnyRequest changed B's rows when A called it",
    ]);
  });

  it('fails a route missing from the access matrix, and a staff function a student can reach', async () => {
    const missing = await roleMatrixProblems(subject, cast, {
      ...ACCESS_MATRIX,
      'GET /api/Probe/LeakyProfile': STUDENT_ROW,
      'POST /api/Probe/MarkAnyMessageRead': STUDENT_ROW,
      'POST /api/Probe/UploadToAnyRequest': STUDENT_ROW,
    });
    expect(missing).toEqual([
      "GET /api/Probe/ListEveryStudent is not in test/security/access-matrix.ts: add 'GET /api/Probe/ListEveryStudent': <row> after deciding who may call it",
    ]);
    const wrongRole = await roleMatrixProblems(subject, cast, {
      ...ACCESS_MATRIX,
      'GET /api/Probe/LeakyProfile': STUDENT_ROW,
      'POST /api/Probe/MarkAnyMessageRead': STUDENT_ROW,
      'POST /api/Probe/UploadToAnyRequest': STUDENT_ROW,
      'GET /api/Probe/ListEveryStudent': staff('registrar'),
    });
    expect(wrongRole).toEqual([
      'GET /api/Probe/ListEveryStudent as student: expected deny, got HTTP 200',
      'GET /api/Probe/ListEveryStudent as registrar: expected allow, got HTTP 403',
      'GET /api/Probe/ListEveryStudent as impersonating: expected deny, got HTTP 200',
    ]);
  });
});
