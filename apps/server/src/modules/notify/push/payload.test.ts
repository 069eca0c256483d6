import { describe, expect, it } from 'vitest';
import { pushPayloadOf, topicOf } from './payload.js';

describe('push payload', () => {
  it('carries the whole message when it fits', () => {
    expect(
      pushPayloadOf({ id: 5, title: 'Fees', body: 'Pay by Sunday.', link: 'faculty-cash-deposit' }),
    ).toEqual({
      notification: { title: 'Fees', body: 'Pay by Sunday.' },
      data: { MessageId: 5, Link: 'faculty-cash-deposit' },
    });
  });

  it('shortens a long Arabic body to fit a push service (the app shows it whole)', () => {
    const body = 'تم فتح باب التسجيل للفصل الدراسي القادم. '.repeat(50).slice(0, 2000);
    const payload = pushPayloadOf({ id: 6, title: 'التسجيل', body, link: null });
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(3000);
    expect(payload.notification.body.endsWith('…')).toBe(true);
    expect(body.startsWith(payload.notification.body.slice(0, -1))).toBe(true);
    expect(payload.notification.body.length).toBeGreaterThan(1000);
  });

  it('names a topic that a push service accepts (≤ 32 URL-safe characters)', () => {
    expect(topicOf(2_147_483_647)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });
});
