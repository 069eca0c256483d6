import { Agent } from 'node:https';
import webpush from 'web-push';
import {
  outcomeOfStatus,
  type DeliveryOutcome,
  type DeliveryTarget,
  type PushSender,
} from './delivery-outcome.js';
import { checkEndpointUrl, type EndpointPolicy } from './endpoint-guard.js';
import { guardedAgent, UnsafeAddressError } from './guarded-agent.js';
import type { PushTransport } from './https-transport.js';
import { PUSH_TTL_SECONDS, topicOf } from './payload.js';
import type { VapidKeys } from './vapid-keys.js';

export interface WebPushSenderOptions {
  keys: VapidKeys;
  /** VAPID `sub`: a mailto: or https: contact the push services can reach (RFC 8292 §2.1). */
  subject: string;
  policy: EndpointPolicy;
  transport: PushTransport;
  /** Tests only: the certificate the push double at PUSH_TEST_ORIGIN presents. */
  testCertificate?: string;
  timeoutMs?: number;
}

/** A VAPID JWT is valid for 12 hours; one is made per push service and reused for 6. */
const VAPID_LIFETIME_SECONDS = 12 * 3600;
const VAPID_REUSE_MS = 6 * 3600 * 1000;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291), using the
 * `web-push` library for the cryptography and its own transport for the request: the endpoint is checked
 * again before every send (the rules may have changed since registration) and connections resolve through
 * the guarded look-up (guarded-agent.ts).
 */
export class WebPushSender implements PushSender {
  private readonly agent: Agent;
  private readonly testAgent: Agent | undefined;
  private readonly vapidHeaders = new Map<string, { authorization: string; until: number }>();

  constructor(private readonly options: WebPushSenderOptions) {
    this.agent = guardedAgent(options.policy.resolve);
    this.testAgent = options.testCertificate
      ? new Agent({ keepAlive: true, maxSockets: 64, ca: options.testCertificate })
      : undefined;
  }

  async send(target: DeliveryTarget, push: { messageId: number; payload: object }): Promise<DeliveryOutcome> {
    const verdict = checkEndpointUrl(target.endpoint, this.options.policy);
    if (!verdict.ok) return { kind: 'unsafe', reason: verdict.reason };
    if (!target.p256dh || !target.auth) return { kind: 'failed', reason: 'the subscription has no keys' };
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(push.payload),
      {
        TTL: PUSH_TTL_SECONDS,
        topic: topicOf(push.messageId),
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        headers: { Authorization: this.authorization(verdict.url.origin) },
      },
    );
    try {
      const answer = await this.options.transport({
        url: verdict.url,
        headers: details.headers,
        body: details.body,
        agent: verdict.isTestDouble ? this.testAgent : this.agent,
        timeoutMs: this.options.timeoutMs ?? 10_000,
      });
      return outcomeOfStatus(answer.status, answer.retryAfter);
    } catch (error) {
      if (error instanceof UnsafeAddressError) return { kind: 'unsafe', reason: error.message };
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  close(): void {
    this.agent.destroy();
    this.testAgent?.destroy();
  }

  private authorization(audience: string): string {
    const cached = this.vapidHeaders.get(audience);
    if (cached && cached.until > Date.now()) return cached.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.options.subject,
      this.options.keys.publicKey,
      this.options.keys.privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) + VAPID_LIFETIME_SECONDS,
    );
    this.vapidHeaders.set(audience, { authorization: Authorization, until: Date.now() + VAPID_REUSE_MS });
    return Authorization;
  }
}
