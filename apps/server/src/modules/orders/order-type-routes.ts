import { calls } from '@portal/contract/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { recordAudit } from '../audit/service.js';
import { STUDENT_SERVICES } from './office-access.js';
import { orderTypeDefinitions, saveOrderType } from './order-type-definitions.js';

/** The office's request-type editor: every type, and a new or changed one (audited, refusals too). */
export const orderTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.ordersOffice.getOrderTypeDefinitions, { access: STUDENT_SERVICES }, async () =>
    ok(await orderTypeDefinitions(db)),
  );

  registerCall(app, calls.ordersOffice.saveOrderType, { access: STUDENT_SERVICES }, async (request) => {
    const staff = staffOf(request);
    const definition = request.body;
    const outcome = await saveOrderType(
      db,
      definition,
      staff.staffId,
      app.config.UPLOAD_MAX_BYTES,
      new Date(),
    );
    await recordAudit(db, request, {
      action: definition.OrderTypeId === undefined ? 'order-type-created' : 'order-type-changed',
      outcome: outcome.kind === 'saved' ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: `order type ${definition.Code}`,
      details:
        outcome.kind === 'saved'
          ? { orderTypeId: outcome.type.OrderTypeId, changed: changedParts(outcome.before, outcome.type) }
          : { refusal: inEnglish(outcome.message) },
    });
    if (outcome.kind !== 'saved') return refusalOf(outcome, requestLanguage(request));
    return ok(outcome.type);
  });
};

/** The parts of a definition a change touched, for the audit entry (the whole definition would be noise). */
function changedParts(before: object | null, after: object): string[] {
  if (before === null) return ['created'];
  const old = new Map(Object.entries(before));
  return Object.entries(after)
    .filter(([key, value]) => JSON.stringify(old.get(key)) !== JSON.stringify(value))
    .map(([key]) => key);
}
