import type { PushPayload, PushTokenKind } from '@portal/contract';

/** One device a job pushes to, as the queue hands it to a sender. */
export interface DeliveryTarget {
  subscriptionId: number;
  kind: PushTokenKind;
  /** Web: the push service URL; fcm: the registration token. */
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
}

export type DeliveryOutcome =
  /** The push service accepted the message. */
  | { kind: 'delivered' }
  /** The device is gone (404/410, FCM UNREGISTERED): the subscription is deleted. */
  | { kind: 'gone'; reason: string }
  /** Worth trying again later (429, 5xx, network); `retryAfterMs` when the service said when. */
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  /** Refused for good (400, 401, 403, 413): the job is given up, the subscription kept. */
  | { kind: 'failed'; reason: string }
  /** The endpoint breaks the safety rules now (its host moved to a private address): the subscription is deleted. */
  | { kind: 'unsafe'; reason: string };

export interface PushSender {
  send(target: DeliveryTarget, push: { messageId: number; payload: PushPayload }): Promise<DeliveryOutcome>;
}

const MAX_RETRY_AFTER_MS = 3_600_000;

/** Retry-After as seconds or an HTTP date, in milliseconds from now (capped at an hour). */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

/** What an HTTP answer of a push service means for the job (RFC 8030 §5, FCM's HTTP v1 errors). */
export function outcomeOfStatus(status: number, retryAfter?: string): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 404 || status === 410) return { kind: 'gone', reason: `HTTP ${String(status)}` };
  if (status === 429 || status >= 500) {
    const after = retryAfterMs(retryAfter);
    return {
      kind: 'retry',
      reason: `HTTP ${String(status)}`,
      ...(after === undefined ? {} : { retryAfterMs: after }),
    };
  }
  return { kind: 'failed', reason: `HTTP ${String(status)}` };
}
