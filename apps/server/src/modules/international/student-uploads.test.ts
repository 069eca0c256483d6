import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, programUploadResponse } from '@portal/contract';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import {
  buildApplication,
  buildApplicationDocument,
  buildModeChecklist,
} from '../../test/international-factories.js';
import { multipartForm } from '../../test/multipart-form.js';
import { checklistDocument } from '../../test/orders-factories.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { TINY_PDF } from '../../test/security/upload-body.js';
import { studentAuthorization } from '../../test/sessions.js';
import { intlApplicationActions, intlApplicationDocuments } from './schema.js';

const anything = envelope(z.unknown());
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('the student’s application files', () => {
  let subject: TestApp;
  let dataDir = '';
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };
  let student: Awaited<ReturnType<typeof buildStudent>>;
  let other: Awaited<ReturnType<typeof buildStudent>>;
  const db = () => subject.database.handle.db;
  const documentsOf = (applicationId: number) =>
    db()
      .select()
      .from(intlApplicationDocuments)
      .where(eq(intlApplicationDocuments.applicationId, applicationId));
  const storedFiles = async () =>
    (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
      .length;
  const upload = (
    fields: Record<string, string>,
    files: { name: string; content: Buffer }[],
    as: Record<string, string> = headers,
  ) => {
    const form = multipartForm([
      ...Object.entries(fields).map(([name, content]) => ({ name, content })),
      ...files.map((file) => ({
        name: 'files',
        filename: file.name,
        contentType: 'application/pdf',
        content: file.content,
      })),
    ]);
    return subject.app.inject({
      method: 'POST',
      url: '/api/International/UploadFiles_New',
      headers: { ...as, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const pdf = (count = 1) =>
    Array.from({ length: count }, (_, index) => ({
      name: `passport-${String(index)}.pdf`,
      content: TINY_PDF,
    }));
  const fetchFile = (documentId: number, as = headers) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/International/GetDocumentParesdBytes',
      headers: as,
      payload: { DocumentId: documentId },
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-intl-uploads-'));
    subject = await buildTestApp({ PAYMENT_RECONCILER: 'false', DATA_DIR: dataDir });
    student = await buildStudent(db());
    other = await buildStudent(db());
    headers = await studentAuthorization(subject.app, student);
    otherHeaders = await studentAuthorization(subject.app, other);
    await buildModeChecklist(db(), 'semester-exchange', [
      checklistDocument({
        Code: 'passport',
        NameEn: 'Passport',
        NameAr: 'جواز السفر',
        Kinds: ['pdf'],
        MaxBytes: 2048,
      }),
    ]);
  });
  afterAll(async () => {
    await subject.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('POST /api/International/UploadFiles_New', () => {
    it('stores a file for a draft’s checklist document, logs it, and the student previews it', async () => {
      const application = await buildApplication(db(), { studentId: student.id });
      const response = await upload(
        { ApplicationId: String(application.id), RequirementCode: 'passport' },
        pdf(),
      );
      const documents = envelope(programUploadResponse.nullable()).parse(response.json()).ReturnObject ?? [];
      expect(documents).toMatchObject([{ RequirementCode: 'passport', State: 'pending', Kind: 'pdf' }]);
      const file = await fetchFile(documents[0]?.DocumentId ?? 0);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(TINY_PDF)).toBe(true);
      const log = await db()
        .select()
        .from(intlApplicationActions)
        .where(eq(intlApplicationActions.applicationId, application.id));
      expect(log.map((entry) => [entry.action, entry.actor])).toEqual([['document-uploaded', 'student']]);
    });

    it('takes a replacement for a rejected file, which no longer counts against MaxFiles', async () => {
      const application = await buildApplication(db(), { studentId: student.id, state: 'returned' });
      await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: student.id,
        state: 'rejected',
      });
      const response = await upload(
        { ApplicationId: String(application.id), RequirementCode: 'passport' },
        pdf(),
      );
      expect(anything.parse(response.json()).Status).toBe('200');
      expect(await documentsOf(application.id)).toHaveLength(2);
    });

    it.each([
      ['more files than the document takes', 'draft', 'passport', pdf(2), '422', 'takes 1 files at most'],
      [
        'a document the checklist does not ask for',
        'draft',
        'transcript',
        pdf(),
        '422',
        'no document “transcript”',
      ],
      ['a submitted application', 'submitted', 'passport', pdf(), '409', 'this one is submitted'],
      [
        'a file larger than the document allows',
        'draft',
        'passport',
        [{ name: 'big.pdf', content: Buffer.concat([TINY_PDF, Buffer.alloc(4096, 0x20)]) }],
        '422',
        'larger than',
      ],
      [
        'a file of a kind the document does not take',
        'draft',
        'passport',
        [{ name: 'scan.png', content: PNG }],
        '422',
        'takes PDF files only',
      ],
    ] as const)('refuses %s, storing nothing', async (_, state, code, files, status, words) => {
      const application = await buildApplication(db(), { studentId: student.id, state });
      const before = await storedFiles();
      const answer = anything.parse(
        (await upload({ ApplicationId: String(application.id), RequirementCode: code }, [...files])).json(),
      );
      expect(answer).toMatchObject({ Status: status, ReturnObject: null });
      expect(answer.Message).toContain(words);
      expect(await documentsOf(application.id)).toEqual([]);
      expect(await storedFiles()).toBe(before);
    });

    it("refuses another student's application with 404, storing nothing", async () => {
      const theirs = await buildApplication(db(), { studentId: other.id });
      const before = await storedFiles();
      const answer = anything.parse(
        (await upload({ ApplicationId: String(theirs.id), RequirementCode: 'passport' }, pdf())).json(),
      );
      expect(answer.Status).toBe('404');
      expect(await documentsOf(theirs.id)).toEqual([]);
      expect(await storedFiles()).toBe(before);
    });

    it('is refused while staff act as the student, storing nothing', async () => {
      const application = await buildApplication(db(), { studentId: student.id });
      const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
      const authorization = await impersonationAuthorization(subject.app, db(), registrar, student);
      const answer = anything.parse(
        (
          await upload({ ApplicationId: String(application.id), RequirementCode: 'passport' }, pdf(), {
            authorization,
          })
        ).json(),
      );
      expect(answer.Status).toBe('403');
      expect(await documentsOf(application.id)).toEqual([]);
    });
  });

  describe('POST /api/International/GetDocumentParesdBytes', () => {
    it("answers 404 for another student's file, and for a file that does not exist", async () => {
      const application = await buildApplication(db(), { studentId: student.id });
      const uploaded = envelope(programUploadResponse.nullable()).parse(
        (await upload({ ApplicationId: String(application.id), RequirementCode: 'passport' }, pdf())).json(),
      ).ReturnObject;
      const id = uploaded?.[0]?.DocumentId ?? 0;
      expect((await fetchFile(id, otherHeaders)).statusCode).toBe(404);
      expect((await fetchFile(2_000_000_000)).statusCode).toBe(404);
      expect((await fetchFile(id)).statusCode).toBe(200);
    });
  });
});
