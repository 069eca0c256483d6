import { z } from 'zod';
import type { PushTokenKind } from '@portal/contract';

const base64url = (bytes: number, check?: (decoded: Buffer) => boolean) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => {
      const decoded = Buffer.from(value, 'base64url');
      return decoded.length === bytes && (check?.(decoded) ?? true);
    });

/** `JSON.stringify(PushSubscription)`: the endpoint and the keys that encrypt for this browser (RFC 8291). */
const webSubscription = z.object({
  endpoint: z.string().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point.
    p256dh: base64url(65, (decoded) => decoded[0] === 4),
    auth: base64url(16),
  }),
});

/** A Firebase Cloud Messaging registration token (the iOS/Android app). */
const fcmToken = /^[A-Za-z0-9_:-]{16,1024}$/;

export type ParsedPushToken =
  | { kind: Extract<PushTokenKind, 'web'>; endpoint: string; p256dh: string; auth: string }
  | { kind: Extract<PushTokenKind, 'fcm'>; endpoint: string }
  | { kind: 'invalid'; reason: string };

/** RegisterToken's Token: a browser subscription as JSON, or an FCM token. */
export function parsePushToken(token: string): ParsedPushToken {
  if (token.trimStart().startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(token);
    } catch {
      return { kind: 'invalid', reason: 'the subscription is not valid JSON' };
    }
    const parsed = webSubscription.safeParse(json);
    if (!parsed.success)
      return { kind: 'invalid', reason: 'the subscription has no valid endpoint and keys' };
    const { endpoint, keys } = parsed.data;
    return { kind: 'web', endpoint, p256dh: keys.p256dh, auth: keys.auth };
  }
  if (fcmToken.test(token)) return { kind: 'fcm', endpoint: token };
  return { kind: 'invalid', reason: 'the token is neither a push subscription nor a Firebase token' };
}
