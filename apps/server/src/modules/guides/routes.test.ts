import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, getGuideResponse, getGuidesResponse, guideImage, staffGuide } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { buildGuide, TINY_JPEG, TINY_PNG, TINY_WEBP } from '../../test/guides-factories.js';
import { multipartForm } from '../../test/multipart-form.js';
import { TINY_PDF } from '../../test/security/upload-body.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { guideImages, guides } from './schema.js';

type Headers = { authorization: string };

describe('guides', () => {
  let subject: TestApp;
  let office: Headers;
  let officeId: number;
  let registrar: Headers;
  let student: Headers;

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    const member = await buildStaffMember(db, { roles: ['communications'] });
    officeId = member.id;
    office = await staffAuthorization(subject.app, member);
    registrar = await staffAuthorization(subject.app, await buildStaffMember(db, { roles: ['registrar'] }));
    student = await studentAuthorization(subject.app, await buildStudent(db));
  });
  afterAll(() => subject.close());
  beforeEach(async () => {
    const db = subject.database.handle.db;
    await db.delete(guideImages);
    await db.delete(guides);
  });

  const db = () => subject.database.handle.db;
  const rows = () => db().select().from(guides);
  const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    subject.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const studentGuide = async () =>
    envelope(getGuideResponse).parse(
      (await inject('GET', '/api/StudentService/GetGuide?Page=moodle-guide', student)).json(),
    ).ReturnObject.Guide;
  const text = {
    Page: 'moodle-guide',
    TitleEn: 'Moodle guide',
    TitleAr: 'دليل مودل',
    BodyEn: '# Signing in\n\nOpen Moodle.',
    BodyAr: '# تسجيل الدخول\n\nافتح مودل.',
  };
  const save = (body: object, headers = office) => inject('POST', '/api/Guides/SaveGuide', headers, body);
  const move = (which: 'Publish' | 'Unpublish', Version: number) =>
    inject('POST', `/api/Guides/${which}Guide`, office, { Page: 'moodle-guide', Version });
  const upload = (content: Buffer, filename: string, contentType = 'image/png', fields = true) => {
    const form = multipartForm([
      ...(fields ? [{ name: 'Page', content: 'moodle-guide' }] : []),
      { name: 'files', filename, contentType, content },
    ]);
    return subject.app.inject({
      method: 'POST',
      url: '/api/Guides/UploadGuideImage',
      payload: form.payload,
      headers: { ...office, 'content-type': form.contentType },
    });
  };
  const uploaded = async (content: Buffer, filename: string) => {
    const response = await upload(content, filename);
    return envelope(guideImage).parse(response.json()).ReturnObject;
  };

  describe('POST /api/Guides/SaveGuide', () => {
    it('writes a page’s first guide as a draft at version 1, under the staff member, audited', async () => {
      const answer = envelope(staffGuide).parse((await save({ ...text, Version: 0 })).json()).ReturnObject;
      expect(answer).toMatchObject({ State: 'draft', Version: 1, BodyEn: text.BodyEn, PublishedAt: null });
      const [row] = await rows();
      expect(row?.updatedBy).toBe(officeId);
      const audited = await db().select().from(auditLog).where(eq(auditLog.action, 'guide-save'));
      expect(audited.at(-1)).toMatchObject({ outcome: 'success', staffMemberId: officeId });
      // A draft is not the students'.
      expect(await studentGuide()).toBeNull();
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      await buildGuide(db(), officeId, { version: 3 });
      const before = await rows();
      const response = await save({ ...text, BodyEn: 'Mine', Version: 2 });
      expect(response.json()).toMatchObject({ Status: '409', ReturnObject: null });
      expect(await rows()).toEqual(before);
    });

    it('refuses a first save (version 0) when the page’s guide was written meanwhile', async () => {
      await buildGuide(db(), officeId);
      const before = await rows();
      expect((await save({ ...text, BodyEn: 'Another first', Version: 0 })).json()).toMatchObject({
        Status: '409',
      });
      expect(await rows()).toEqual(before);
    });

    it('answers a double tap as the first save did and raises the version once', async () => {
      const first = envelope(staffGuide).parse((await save({ ...text, Version: 0 })).json()).ReturnObject;
      const again = envelope(staffGuide).parse((await save({ ...text, Version: 0 })).json()).ReturnObject;
      expect(again.Version).toBe(first.Version);
      expect(await rows()).toHaveLength(1);
    });

    it('refuses a picture that is not the guide’s own and changes nothing', async () => {
      await buildGuide(db(), officeId);
      const before = await rows();
      const response = await save({ ...text, BodyEn: 'See ![x](guide-image:999)', Version: 1 });
      expect(response.json()).toMatchObject({ Status: '422', ReturnObject: null });
      expect(JSON.stringify(response.json())).toContain('guide-image:999');
      expect(await rows()).toEqual(before);
    });

    it('keeps Markdown with script exactly as written: the text is data, drawn inert by the page', async () => {
      const hostile = '<script>alert(1)</script>\n\n[x](javascript:alert(1))';
      await save({ ...text, BodyEn: hostile, Version: 0 });
      expect((await rows())[0]?.bodyEn).toBe(hostile);
    });

    it('is refused to students and to staff of other offices, and nothing is written', async () => {
      expect((await save({ ...text, Version: 0 }, registrar)).statusCode).toBe(403);
      expect((await save({ ...text, Version: 0 }, student)).statusCode).toBe(403);
      expect(await rows()).toEqual([]);
    });
  });

  describe('POST /api/Guides/PublishGuide and UnpublishGuide', () => {
    it('shows students the published text, not later edits, until the next publish', async () => {
      await save({ ...text, Version: 0 });
      await move('Publish', 1);
      expect(await studentGuide()).toMatchObject({ TitleEn: 'Moodle guide', BodyEn: text.BodyEn });
      const edited = envelope(staffGuide).parse(
        (await save({ ...text, BodyEn: 'Changed', Version: 1 })).json(),
      );
      expect(edited.ReturnObject).toMatchObject({ Version: 2, State: 'published', UnpublishedChanges: true });
      expect((await studentGuide())?.BodyEn).toBe(text.BodyEn);
      await move('Publish', 2);
      expect((await studentGuide())?.BodyEn).toBe('Changed');
    });

    it('changes nothing when the same version is published twice (a double tap)', async () => {
      await save({ ...text, Version: 0 });
      await move('Publish', 1);
      const before = await rows();
      expect((await move('Publish', 1)).json()).toMatchObject({ Status: '200' });
      expect(await rows()).toEqual(before);
    });

    it('refuses to publish a version older than the guide’s and changes nothing', async () => {
      await buildGuide(db(), officeId, { version: 2 });
      const before = await rows();
      expect((await move('Publish', 1)).json()).toMatchObject({ Status: '409', ReturnObject: null });
      expect(await rows()).toEqual(before);
    });

    it('refuses to unpublish a draft (not a move the table allows) and changes nothing', async () => {
      await buildGuide(db(), officeId);
      const before = await rows();
      expect((await move('Unpublish', 1)).json()).toMatchObject({ Status: '409', ReturnObject: null });
      expect(await rows()).toEqual(before);
    });

    it('refuses a page without a guide with 404', async () => {
      expect((await move('Publish', 1)).json()).toMatchObject({ Status: '404' });
    });

    it('takes the guide off the page: students see the empty state again', async () => {
      await save({ ...text, Version: 0 });
      await move('Publish', 1);
      expect((await move('Unpublish', 1)).json()).toMatchObject({ Status: '200' });
      expect(await studentGuide()).toBeNull();
    });
  });

  describe('POST /api/Guides/UploadGuideImage', () => {
    it('takes PNG, JPEG and WebP pictures and answers the line to paste', async () => {
      await buildGuide(db(), officeId);
      const png = await uploaded(TINY_PNG, 'sign-in.png');
      expect(png.Markdown).toBe(`![sign-in](guide-image:${String(png.ImageId)})`);
      expect((await uploaded(TINY_JPEG, 'courses.jpg')).MediaType).toBe('image/jpeg');
      expect((await uploaded(TINY_WEBP, 'submit.webp')).MediaType).toBe('image/webp');
      expect(await db().select().from(guideImages)).toHaveLength(3);
    });

    it('refuses a PDF, a picture under another kind’s name and an HTML file, recording nothing', async () => {
      await buildGuide(db(), officeId);
      for (const [content, name, type] of [
        [TINY_PDF, 'guide.pdf', 'application/pdf'],
        [TINY_JPEG, 'looks-like.png', 'image/png'],
        [Buffer.from('<svg onload="alert(1)"/>'), 'vector.png', 'image/png'],
      ] as const) {
        expect((await upload(content, name, type)).json()).toMatchObject({
          Status: '422',
          ReturnObject: null,
        });
      }
      expect(await db().select().from(guideImages)).toEqual([]);
    });

    it('refuses a picture over the size limit', async () => {
      await buildGuide(db(), officeId);
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(512 * 1024)]);
      expect((await upload(big, 'big.png')).json()).toMatchObject({ Status: '422' });
      expect(await db().select().from(guideImages)).toEqual([]);
    });

    it('refuses a picture before the guide’s first save, or without its page, recording nothing', async () => {
      expect((await upload(TINY_PNG, 'early.png')).json()).toMatchObject({ Status: '404' });
      await buildGuide(db(), officeId);
      expect((await upload(TINY_PNG, 'no-page.png', 'image/png', false)).json()).toMatchObject({
        Status: '422',
      });
      expect(await db().select().from(guideImages)).toEqual([]);
    });
  });

  describe('GET /api/StudentService/GetGuideImage', () => {
    it('sends students only a picture the published text shows; the office any of the guide’s', async () => {
      await save({ ...text, Version: 0 });
      const shown = await uploaded(TINY_PNG, 'shown.png');
      const unused = await uploaded(TINY_PNG, 'unused.png');
      const image = (id: number, headers: Headers, path = 'StudentService') =>
        inject('GET', `/api/${path}/GetGuideImage?ImageId=${String(id)}`, headers);
      // A draft's pictures are not the students'.
      expect((await image(shown.ImageId, student)).statusCode).toBe(404);
      await save({ ...text, BodyEn: `${text.BodyEn}\n\n${shown.Markdown}`, Version: 1 });
      await move('Publish', 2);
      const sent = await image(shown.ImageId, student);
      expect(sent.statusCode).toBe(200);
      expect(sent.headers['content-type']).toBe('image/png');
      expect(sent.headers['x-content-type-options']).toBe('nosniff');
      expect(sent.rawPayload.equals(TINY_PNG)).toBe(true);
      expect((await image(unused.ImageId, student)).statusCode).toBe(404);
      expect((await image(unused.ImageId, office, 'Guides')).statusCode).toBe(200);
      expect((await image(unused.ImageId, student, 'Guides')).statusCode).toBe(403);
    });
  });

  describe('GET /api/Guides/GetGuides and GetGuide', () => {
    it('lists every guide page, written or not, and opens one for editing with its pictures', async () => {
      const empty = envelope(getGuidesResponse).parse(
        (await inject('GET', '/api/Guides/GetGuides', office)).json(),
      );
      expect(empty.ReturnObject).toEqual([
        { Page: 'moodle-guide', GuideId: null, TitleEn: null, State: null, Version: null, UpdatedAt: null },
      ]);
      await buildGuide(db(), officeId);
      await uploaded(TINY_PNG, 'one.png');
      const opened = (await inject('GET', '/api/Guides/GetGuide?Page=moodle-guide', office)).json<unknown>();
      expect(opened).toMatchObject({
        ReturnObject: { Guide: { Version: 1, Images: [{ FileName: 'one.png' }] } },
      });
    });
  });
});
