import type { MobilePageName, PushPayload } from '@portal/contract';

/** How long a push service keeps a message for a device that is offline. */
export const PUSH_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Push services take about 4 KB of encrypted payload. A body of 2,000 Arabic characters is about 4 KB of
 * UTF-8 on its own, so the body is shortened to fit; the whole message is in the app's list.
 */
const MAX_PAYLOAD_BYTES = 3000;

export interface PushedMessage {
  id: number;
  title: string;
  body: string;
  link: MobilePageName | null;
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

export function pushPayloadOf(message: PushedMessage): PushPayload {
  const payload = (body: string): PushPayload => ({
    notification: { title: message.title, body },
    data: { MessageId: message.id, Link: message.link },
  });
  const whole = payload(message.body);
  if (bytes(whole) <= MAX_PAYLOAD_BYTES) return whole;
  // Characters are kept while they fit, counted as JSON writes them (escapes included), plus the ellipsis.
  let budget = MAX_PAYLOAD_BYTES - bytes(payload('…'));
  let kept = '';
  for (const character of message.body) {
    budget -= bytes(character) - 2;
    if (budget < 0) break;
    kept += character;
  }
  return payload(`${kept.trimEnd()}…`);
}

/**
 * The Web Push `Topic` (RFC 8030 §5.4): a second push of the same message to a device replaces the first
 * while the push service still holds it, so a repeat after a crash is not shown twice.
 */
export function topicOf(messageId: number): string {
  return `message-${String(messageId)}`;
}
