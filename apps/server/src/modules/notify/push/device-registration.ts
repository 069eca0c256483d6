import type { PushTokenKind } from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { checkEndpoint, type EndpointPolicy } from './endpoint-guard.js';
import { parsePushToken } from './push-token.js';
import { deleteRegistrations, saveRegistration } from './subscription-queries.js';

export type RegistrationOutcome =
  | { kind: 'registered'; tokenKind: PushTokenKind }
  /** The token is malformed or its endpoint breaks the safety rules: nothing was written. */
  | { kind: 'refused'; reason: string }
  /** The endpoint's host could not be resolved now: nothing was written, the app may try again. */
  | { kind: 'unavailable'; reason: string }
  /** An app token while Firebase Cloud Messaging is not configured. */
  | { kind: 'native-off' };

export interface RegistrationRules {
  policy: EndpointPolicy;
  nativePush: boolean;
}

/** RegisterToken for the signed-in student (the route has already matched StudentEmail to the token). */
export async function registerDevice(
  db: Database,
  rules: RegistrationRules,
  request: { studentId: number; deviceId: string; token: string },
): Promise<RegistrationOutcome> {
  const token = parsePushToken(request.token);
  if (token.kind === 'invalid') return { kind: 'refused', reason: token.reason };
  if (token.kind === 'fcm') {
    if (!rules.nativePush) return { kind: 'native-off' };
    await saveRegistration(db, {
      studentId: request.studentId,
      deviceId: request.deviceId,
      kind: 'fcm',
      endpoint: token.endpoint,
      p256dh: null,
      auth: null,
    });
    return { kind: 'registered', tokenKind: 'fcm' };
  }
  const verdict = await checkEndpoint(token.endpoint, rules.policy);
  if (!verdict.ok) {
    return verdict.temporary
      ? { kind: 'unavailable', reason: verdict.reason }
      : { kind: 'refused', reason: verdict.reason };
  }
  await saveRegistration(db, {
    studentId: request.studentId,
    deviceId: request.deviceId,
    kind: 'web',
    endpoint: token.endpoint,
    p256dh: token.p256dh,
    auth: token.auth,
  });
  return { kind: 'registered', tokenKind: 'web' };
}

/** RemoveToken: the student's registration of this device, and of this token wherever it was registered. */
export function removeDevice(
  db: Database,
  studentId: number,
  deviceId: string,
  token: string,
): Promise<number> {
  const parsed = parsePushToken(token);
  return deleteRegistrations(db, studentId, {
    deviceId,
    ...(parsed.kind === 'invalid' ? {} : { endpoint: parsed.endpoint }),
  });
}

/** RemoveFCMToken: the student's registrations of this token (an FCM token or a browser subscription). */
export function removeToken(db: Database, studentId: number, token: string): Promise<number> {
  const parsed = parsePushToken(token);
  if (parsed.kind === 'invalid') return Promise.resolve(0);
  return deleteRegistrations(db, studentId, { endpoint: parsed.endpoint });
}
