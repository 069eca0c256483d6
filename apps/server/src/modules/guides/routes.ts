import { GUIDE_IMAGE_KINDS, GUIDE_IMAGE_MAX_BYTES, uploadGuideImageFields } from '@portal/contract';
import { calls } from '@portal/contract/calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import { STUDENT, type RouteAccess } from '../../platform/http/access.js';
import { registerCall, type CallHandler } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf, refused } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { sendStoredFile } from '../../platform/storage/send-stored-file.js';
import { receiveUpload } from '../../platform/storage/receive-upload.js';
import { uploadRefusalSaid } from '../../platform/storage/upload-refusal-said.js';
import { recordAudit } from '../audit/service.js';
import type { GuideMove } from './guide-states.js';
import {
  addImage,
  guideForEditing,
  guideSummaries,
  imageToSend,
  moveGuide,
  publishedGuideOf,
  saveGuide,
  type GuideOutcome,
} from './service.js';

export const COMMUNICATIONS: RouteAccess = { kind: 'staff', roles: ['communications'] };

/** One picture per upload, of the kinds and size the contract names. */
const IMAGE_RULES = { maxFiles: 1, maxBytesPerFile: GUIDE_IMAGE_MAX_BYTES, kinds: [...GUIDE_IMAGE_KINDS] };

/** Students read a page's published guide; the communications office writes it (every write audited). */
export const guidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.guides.getGuide, { access: STUDENT }, async (request) =>
    ok({ Guide: await publishedGuideOf(db, request.query.Page) }),
  );

  const sendImage =
    (forStudent: boolean): CallHandler<typeof calls.guides.getGuideImage> =>
    async (request, reply) => {
      const image = await imageToSend(db, request.query.ImageId, forStudent);
      if (!image) throw new PortalHttpError(404, say('guides.imageNotFound'));
      return sendStoredFile(reply, app.files, {
        key: image.fileKey,
        mediaType: image.mediaType,
        downloadName: image.originalName,
      });
    };
  registerCall(app, calls.guides.getGuideImage, { access: STUDENT }, sendImage(true));
  registerCall(app, calls.guides.getGuideImageForEditing, { access: COMMUNICATIONS }, sendImage(false));

  registerCall(app, calls.guides.getGuides, { access: COMMUNICATIONS }, async () =>
    ok(await guideSummaries(db)),
  );
  registerCall(app, calls.guides.getGuideForEditing, { access: COMMUNICATIONS }, async (request) =>
    ok({ Guide: await guideForEditing(db, request.query.Page) }),
  );

  /** The audit line of a write (refused ones too), under the staff member. */
  const audit = async (request: FastifyRequest, action: string, page: string, outcome: GuideOutcome) => {
    const staff = staffOf(request);
    await recordAudit(db, request, {
      action,
      outcome: outcome.kind === 'done' ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: outcome.kind === 'done' ? `guide ${page} v${String(outcome.value.Version)}` : `guide ${page}`,
      details:
        outcome.kind === 'done' ? { changed: outcome.changed } : { refusal: inEnglish(outcome.message) },
    });
  };

  registerCall(app, calls.guides.saveGuide, { access: COMMUNICATIONS }, async (request) => {
    const outcome = await saveGuide(db, request.body, staffOf(request).staffId, new Date());
    await audit(request, 'guide-save', request.body.Page, outcome);
    return outcome.kind === 'done' ? ok(outcome.value) : refusalOf(outcome, requestLanguage(request));
  });

  const moveRoute =
    (move: GuideMove): CallHandler<typeof calls.guides.publishGuide> =>
    async (request) => {
      const outcome = await moveGuide(
        db,
        move,
        { page: request.body.Page, version: request.body.Version },
        new Date(),
      );
      await audit(request, `guide-${move}`, request.body.Page, outcome);
      return outcome.kind === 'done' ? ok(outcome.value) : refusalOf(outcome, requestLanguage(request));
    };
  registerCall(app, calls.guides.publishGuide, { access: COMMUNICATIONS }, moveRoute('publish'));
  registerCall(app, calls.guides.unpublishGuide, { access: COMMUNICATIONS }, moveRoute('unpublish'));

  registerCall(app, calls.guides.uploadGuideImage, { access: COMMUNICATIONS }, async (request) => {
    const staff = staffOf(request);
    const language = requestLanguage(request);
    const upload = await receiveUpload(request, app.files, IMAGE_RULES, app.virusScanner);
    if (upload.kind === 'refused') return refusalOf(refused('422', uploadRefusalSaid(upload)), language);
    const [file] = upload.files;
    const asked = uploadGuideImageFields.safeParse(upload.fields);
    if (!file || !asked.success) {
      await Promise.allSettled(upload.files.map((one) => app.files.remove(one.key)));
      return refusalOf(refused('422', say('guides.noImageFields')), language);
    }
    const added = await addImage(db, asked.data.Page, file, staff.staffId, new Date());
    await recordAudit(db, request, {
      action: 'guide-image-upload',
      outcome: added.kind === 'added' ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target:
        added.kind === 'added' ? `guide-image ${String(added.image.ImageId)}` : `guide ${asked.data.Page}`,
      details: { bytes: file.bytes, sha256: file.sha256, mediaType: file.mediaType },
    });
    if (added.kind !== 'added') {
      await app.files.remove(file.key);
      return refusalOf(added, language);
    }
    return ok(added.image);
  });
};
