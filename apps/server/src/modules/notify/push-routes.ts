import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { registerDevice, removeDevice, removeToken } from './push/device-registration.js';
import { startPushDelivery } from './push/push-delivery.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';

/** Only the student registers their devices: staff acting as them must never receive their pushes. */
const OWN_DEVICE = { access: STUDENT, refusedWhileImpersonating: true } as const;

const NOT_YOURS = say('push.notYours');

/** StudentEmail must name the signed-in student (spec §3 sends it; the token decides). */
function isOwnEmail(given: string, own: string): boolean {
  return given.trim().toLowerCase() === own.toLowerCase();
}

/**
 * Web Push and app push registration (issue 6): GetPushConfiguration gives the VAPID public key a browser
 * subscribes with; RegisterToken / RemoveToken / RemoveFCMToken keep the student's devices. Delivery is
 * the queue and worker started here (push/push-delivery.ts).
 */
export const notifyPushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const delivery = await startPushDelivery(app);

  registerCall(app, calls.notify.getPushConfiguration, { access: STUDENT }, () =>
    ok({ VapidPublicKey: delivery.vapidPublicKey, NativePush: delivery.rules.nativePush }),
  );

  registerCall(app, calls.notify.registerToken, OWN_DEVICE, async (request) => {
    const student = studentOf(request);
    const { StudentEmail, Token, DeviceId } = request.body;
    if (!isOwnEmail(StudentEmail, student.email)) return refusal('403', NOT_YOURS, requestLanguage(request));
    const outcome = await registerDevice(db, delivery.rules, {
      studentId: student.studentId,
      deviceId: DeviceId,
      token: Token,
    });
    switch (outcome.kind) {
      case 'registered':
        return ok({ DeviceId, Kind: outcome.tokenKind });
      case 'refused':
        return refusal('422', say('push.unusable', { reason: outcome.reason }), requestLanguage(request));
      case 'unavailable':
        return refusal('503', say('push.unchecked'), requestLanguage(request));
      case 'native-off':
        return refusal('503', say('push.notSetUp'), requestLanguage(request));
    }
  });

  for (const entry of [calls.notify.removeToken, calls.notify.removeFCMToken]) {
    registerCall(app, entry, OWN_DEVICE, async (request) => {
      const student = studentOf(request);
      const { StudentEmail, Token, DeviceId } = request.body;
      if (!isOwnEmail(StudentEmail, student.email))
        return refusal('403', NOT_YOURS, requestLanguage(request));
      const removed =
        entry === calls.notify.removeToken
          ? await removeDevice(db, student.studentId, DeviceId, Token)
          : await removeToken(db, student.studentId, Token);
      return ok({ Removed: removed });
    });
  }
};
