import { z } from 'zod';
import { mobilePageName } from './menu.js';

/** The app's id for one installation (a browser profile or a phone), chosen by the app and kept by it. */
export const deviceId = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits and . _ : - only');

/**
 * POST /api/Notify/RegisterToken, RemoveToken and RemoveFCMToken (spec §3: StudentEmail, Token, DeviceId).
 * Token is the browser's push subscription as JSON (`JSON.stringify(PushSubscription)`) on the web, or the
 * Firebase Cloud Messaging registration token in the iOS/Android app. StudentEmail must be the signed-in
 * student's: a device is never registered for someone else.
 */
export const devicePushTokenBody = z.object({
  StudentEmail: z.string().trim().min(3).max(254),
  Token: z.string().min(1).max(4096),
  DeviceId: deviceId,
});
export type DevicePushTokenBody = z.infer<typeof devicePushTokenBody>;

export const PUSH_TOKEN_KINDS = ['web', 'fcm'] as const;
export type PushTokenKind = (typeof PUSH_TOKEN_KINDS)[number];

/** Answer of RegisterToken: what the server understood the token to be. */
export const registeredDevice = z.object({ DeviceId: z.string(), Kind: z.enum(PUSH_TOKEN_KINDS) });

/** Answer of RemoveToken and RemoveFCMToken: how many registrations were removed (0 when none was left). */
export const removedDevices = z.object({ Removed: z.number().int().min(0) });

/** GET /api/Notify/GetPushConfiguration: what a device needs to subscribe. */
export const pushConfiguration = z.object({
  /** The VAPID public key (uncompressed P-256 point, base64url): the browser's `applicationServerKey`. */
  VapidPublicKey: z.string(),
  /** Whether this server can push to the iOS/Android app (Firebase Cloud Messaging is configured). */
  NativePush: z.boolean(),
});
export type PushConfiguration = z.infer<typeof pushConfiguration>;

/**
 * What a push carries (spec §3: notification.title and notification.body), encrypted for the device. The
 * service worker shows it (tag = MessageId, so a repeat replaces the first) and opens `/#/<Link>` on click.
 */
export const pushPayload = z.object({
  notification: z.object({ title: z.string(), body: z.string() }),
  data: z.object({ MessageId: z.number().int(), Link: mobilePageName.nullable() }),
});
export type PushPayload = z.infer<typeof pushPayload>;
