import { attachResultFields } from '@portal/contract';
import { calls } from '@portal/contract/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf, refused } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { receiveUpload } from '../../platform/storage/receive-upload.js';
import { auditOfficeAct } from './office-audit.js';
import { attachResult } from './office-service.js';
import { officeOrderView } from './office-views.js';
import { deskOffices, ORDER_DESKS } from './office-access.js';
import { uploadRefusalSaid } from '../../platform/storage/upload-refusal-said.js';

/** A result is one PDF of at most 10 MB (or less, where UPLOAD_MAX_BYTES says so). */
const RESULT_RULES = { maxFiles: 1, maxBytesPerFile: 10 * 1024 * 1024, kinds: ['pdf'] } as const;

/** POST /api/OrdersOffice/AttachResult: the result PDF onto an approved request; the one it replaces is removed. */
export const attachResultRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerCall(app, calls.ordersOffice.attachResult, { access: ORDER_DESKS }, async (request) => {
    const staff = staffOf(request);
    const language = requestLanguage(request);
    const upload = await receiveUpload(
      request,
      app.files,
      { ...RESULT_RULES, kinds: [...RESULT_RULES.kinds] },
      app.virusScanner,
    );
    if (upload.kind === 'refused') return refusalOf(refused('422', uploadRefusalSaid(upload)), language);
    const [file] = upload.files;
    const asked = attachResultFields.safeParse(upload.fields);
    if (!file || !asked.success) {
      await Promise.allSettled(upload.files.map((one) => app.files.remove(one.key)));
      return refusalOf(refused('422', say('orders.office.resultNoOrder')), language);
    }
    const orderId = asked.data.OrderId;
    const now = new Date();
    const outcome = await attachResult(
      db,
      {
        orderId,
        version: asked.data.Version ?? null,
        staffId: staff.staffId,
        file,
        offices: deskOffices(request),
      },
      now,
    );
    await auditOfficeAct(db, request, {
      action: 'order-result-attached',
      outcome: outcome.kind === 'attached' ? 'success' : 'refused',
      studentId: outcome.studentId,
      target: `order ${String(orderId)}`,
      details:
        outcome.kind === 'attached'
          ? { bytes: file.bytes, sha256: file.sha256, replaced: outcome.replacedKey !== null }
          : { refusal: inEnglish(outcome.message) },
    });
    if (outcome.kind !== 'attached') {
      await app.files.remove(file.key);
      return refusalOf(outcome, language);
    }
    // After the commit: the request no longer names the old file, so nobody can ask for it.
    if (outcome.replacedKey !== null) await app.files.remove(outcome.replacedKey);
    const order = await officeOrderView(db, orderId, now, deskOffices(request));
    if (!order) throw new Error(`Order ${String(orderId)} vanished after its result was attached`);
    return ok(order);
  });
};
