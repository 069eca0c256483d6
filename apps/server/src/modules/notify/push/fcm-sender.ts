import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { z } from 'zod';
import type { PushPayload } from '@portal/contract';
import {
  outcomeOfStatus,
  type DeliveryOutcome,
  type DeliveryTarget,
  type PushSender,
} from './delivery-outcome.js';
import type { FcmCredentials } from './fcm-credentials.js';
import type { PushTransport } from './https-transport.js';
import { PUSH_TTL_SECONDS, topicOf } from './payload.js';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const FCM_API = 'https://fcm.googleapis.com/v1/projects';

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const fcmError = z.object({
  error: z.object({
    status: z.string().optional(),
    message: z.string().optional(),
    details: z.array(z.object({ errorCode: z.string().optional() }).loose()).optional(),
  }),
});

/**
 * Firebase Cloud Messaging HTTP v1 for the iOS/Android app: a service-account JWT (RS256) is exchanged for
 * an OAuth access token (kept until a minute before it expires), then one request per device token.
 */
export class FcmSender implements PushSender {
  private key: Promise<CryptoKey> | undefined;
  private accessToken: { value: string; until: number } | undefined;
  /** One sign-in at a time: the sends waiting for a token share it. */
  private signingIn: Promise<string> | undefined;

  constructor(
    private readonly credentials: FcmCredentials,
    private readonly transport: PushTransport,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(
    target: DeliveryTarget,
    push: { messageId: number; payload: PushPayload },
  ): Promise<DeliveryOutcome> {
    let token: string;
    try {
      token = await this.token();
    } catch (error) {
      return {
        kind: 'retry',
        reason: `FCM sign-in: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const topic = topicOf(push.messageId);
    const { notification, data } = push.payload;
    const message = {
      token: target.endpoint,
      notification,
      // FCM data values are strings.
      data: { MessageId: String(data.MessageId), Link: data.Link ?? '' },
      android: { ttl: `${String(PUSH_TTL_SECONDS)}s`, collapse_key: topic, notification: { tag: topic } },
      apns: { headers: { 'apns-collapse-id': topic } },
    };
    let answer;
    try {
      answer = await this.transport({
        url: new URL(`${FCM_API}/${encodeURIComponent(this.credentials.projectId)}/messages:send`),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    return this.outcome(answer.status, answer.body, answer.retryAfter);
  }

  private outcome(status: number, body: string, retryAfter: string | undefined): DeliveryOutcome {
    if (status === 401) {
      // The access token was revoked or expired early: the next try signs in again.
      this.accessToken = undefined;
      return { kind: 'retry', reason: 'FCM refused the access token' };
    }
    const error = parseError(body);
    const code = error?.details?.map((detail) => detail.errorCode).find(Boolean);
    if (code === 'UNREGISTERED' || code === 'SENDER_ID_MISMATCH') return { kind: 'gone', reason: code };
    if (status === 400 && /registration token/i.test(error?.message ?? '')) {
      return { kind: 'gone', reason: 'not a valid registration token' };
    }
    return outcomeOfStatus(status, retryAfter);
  }

  private token(): Promise<string> {
    if (this.accessToken && this.accessToken.until > Date.now())
      return Promise.resolve(this.accessToken.value);
    this.signingIn ??= this.signIn().finally(() => {
      this.signingIn = undefined;
    });
    return this.signingIn;
  }

  private async signIn(): Promise<string> {
    this.key ??= importPKCS8(this.credentials.privateKey, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.credentials.clientEmail)
      .setAudience(this.credentials.tokenUri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await this.key);
    const answer = await this.transport({
      url: new URL(this.credentials.tokenUri),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
      timeoutMs: this.timeoutMs,
    });
    if (answer.status !== 200) throw new Error(`the token endpoint answered HTTP ${String(answer.status)}`);
    const parsed = tokenAnswer.parse(JSON.parse(answer.body));
    this.accessToken = { value: parsed.access_token, until: Date.now() + (parsed.expires_in - 60) * 1000 };
    return parsed.access_token;
  }
}

function parseError(body: string) {
  try {
    const parsed = fcmError.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}
