import { z } from 'zod';

/** The app sends '1'/'0' or 'true'/'false' in query strings; both mean the same. */
export const queryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** MobPlatform of spec §7: 1 iOS, 2 Android, 3 other. */
export const platformCode = z.coerce.number().int().min(1).max(3);

/** GET /api/account/NewLogin and /api/account/ObtainLocalAccessToken */
export const newLoginQuery = z.object({
  provider: z.string().min(1).max(64),
  /** The identity provider's ID token (a JWT) from the authorization-code + PKCE flow. */
  externalAccessToken: z.string().min(20).max(16_384),
  isMobile: queryFlag.optional(),
  platform: platformCode.optional(),
});

/** What a successful sign-in answers; the app stores `{ access_token, userName }` as userToken. */
export const portalSession = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
  userName: z.string(),
  Role: z.enum(['student', 'staff']),
  Roles: z.array(z.string()),
  DisplayName: z.string(),
});
export type PortalSession = z.infer<typeof portalSession>;

/** GET /api/account/AdminLogin (the spec's call; POST with the same fields in a body is also accepted). */
export const adminLoginQuery = z.object({
  userName: z.string().min(3).max(254),
  Pass: z.string().min(1).max(256),
});

export const signedOut = z.object({ SignedOut: z.literal(true) });
