import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devicePushTokenBody,
  envelope,
  pushConfiguration,
  registeredDevice,
  removedDevices,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { registerDevice, removeDevice, removeToken } from './push/device-registration.js';
import { startPushDelivery } from './push/push-delivery.js';

const bearer = [{ bearer: [] }];
/** Only the student registers their devices: staff acting as them must never receive their pushes. */
const OWN_DEVICE = { access: STUDENT, refusedWhileImpersonating: true };

const NOT_YOURS =
  'Notifications can only be turned on for the student signed in on this device. Sign in again and retry.';

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

  app.get(
    '/api/Notify/GetPushConfiguration',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Notify'],
        summary: 'The VAPID public key browsers subscribe with, and whether the app can get pushes',
        security: bearer,
        response: { 200: envelope(pushConfiguration) },
      },
    },
    () => ok({ VapidPublicKey: delivery.vapidPublicKey, NativePush: delivery.rules.nativePush }),
  );

  app.post(
    '/api/Notify/RegisterToken',
    {
      config: OWN_DEVICE,
      schema: {
        tags: ['Notify'],
        summary:
          "Registers this device's push subscription (web) or FCM token (app) for the signed-in student",
        security: bearer,
        body: devicePushTokenBody,
        response: { 200: envelope(registeredDevice.nullable()) },
      },
    },
    async (request) => {
      const student = studentOf(request);
      const { StudentEmail, Token, DeviceId } = request.body;
      if (!isOwnEmail(StudentEmail, student.email)) return refusal('403', NOT_YOURS);
      const outcome = await registerDevice(db, delivery.rules, {
        studentId: student.studentId,
        deviceId: DeviceId,
        token: Token,
      });
      switch (outcome.kind) {
        case 'registered':
          return ok({ DeviceId, Kind: outcome.tokenKind });
        case 'refused':
          return refusal('422', `This push subscription cannot be used: ${outcome.reason}.`);
        case 'unavailable':
          return refusal('503', 'The push service could not be checked just now. Please try again later.');
        case 'native-off':
          return refusal('503', 'Notifications to the app are not set up on this server.');
      }
    },
  );

  for (const call of ['RemoveToken', 'RemoveFCMToken'] as const) {
    app.post(
      `/api/Notify/${call}`,
      {
        config: OWN_DEVICE,
        schema: {
          tags: ['Notify'],
          summary:
            call === 'RemoveToken'
              ? "Removes this device's registration (logout, permission withdrawn)"
              : 'Removes the registrations of this push token, whichever device registered it',
          security: bearer,
          body: devicePushTokenBody,
          response: { 200: envelope(removedDevices.nullable()) },
        },
      },
      async (request) => {
        const student = studentOf(request);
        const { StudentEmail, Token, DeviceId } = request.body;
        if (!isOwnEmail(StudentEmail, student.email)) return refusal('403', NOT_YOURS);
        const removed =
          call === 'RemoveToken'
            ? await removeDevice(db, student.studentId, DeviceId, Token)
            : await removeToken(db, student.studentId, Token);
        return ok({ Removed: removed });
      },
    );
  }
};
