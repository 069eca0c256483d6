import { describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import type { DeliveryTarget } from './delivery-outcome.js';
import { checkEndpoint, type EndpointPolicy } from './endpoint-guard.js';
import { guardedLookup, UnsafeAddressError } from './guarded-agent.js';
import { httpsTransport, type PushTransport } from './https-transport.js';
import { WebPushSender } from './web-push-sender.js';

const keys = webpush.generateVAPIDKeys();
const browser = webpush.generateVAPIDKeys(); // any P-256 point works as a browser key here
const target: DeliveryTarget = {
  subscriptionId: 1,
  kind: 'web',
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  p256dh: browser.publicKey,
  auth: Buffer.alloc(16, 7).toString('base64url'),
};
const push = {
  messageId: 9,
  payload: { notification: { title: 'T', body: 'B' }, data: { MessageId: 9, Link: null } },
};

/** DNS whose answers the test changes between registration and sending (DNS rebinding). */
function rebindingDns(first: string[], later: string[]) {
  let calls = 0;
  return (host: string) => {
    calls += 1;
    return Promise.resolve(host === 'fcm.googleapis.com' ? (calls === 1 ? first : later) : []);
  };
}

describe('Web Push sending re-checks the endpoint (DNS rebinding)', () => {
  it('refuses at connect time a host that resolved to a public address at registration and a private one now', async () => {
    const policy: EndpointPolicy = {
      allowedHosts: ['fcm.googleapis.com'],
      resolve: rebindingDns(['142.250.180.10'], ['169.254.169.254']),
    };
    expect((await checkEndpoint(target.endpoint, policy)).ok).toBe(true);
    const sender = new WebPushSender({
      keys,
      subject: 'mailto:it@test.edu.eg',
      policy,
      transport: httpsTransport,
    });
    try {
      const outcome = await sender.send(target, push);
      expect(outcome).toEqual({
        kind: 'unsafe',
        reason: 'fcm.googleapis.com resolves to a non-public address (169.254.169.254)',
      });
    } finally {
      sender.close();
    }
  });

  it('hands the socket the very addresses it checked', async () => {
    const lookup = guardedLookup(() => Promise.resolve(['142.250.180.10', '2a00:1450:4006:80b::200a']));
    const all = await new Promise((resolve, reject) => {
      lookup('fcm.googleapis.com', { all: true }, (error, addresses) => {
        if (error) reject(error);
        else resolve(addresses);
      });
    });
    expect(all).toEqual([
      { address: '142.250.180.10', family: 4 },
      { address: '2a00:1450:4006:80b::200a', family: 6 },
    ]);
    const refused = await new Promise((resolve) => {
      guardedLookup(() => Promise.resolve(['142.250.180.10', '10.0.0.1']))('fcm.googleapis.com', {}, resolve);
    });
    expect(refused).toBeInstanceOf(UnsafeAddressError);
  });

  it('does not send to an endpoint that breaks the rules now (allow-list changed, IP literal stored)', async () => {
    const transport = vi.fn<PushTransport>();
    const sender = new WebPushSender({
      keys,
      subject: 'mailto:it@test.edu.eg',
      policy: {
        allowedHosts: ['updates.push.services.mozilla.com'],
        resolve: () => Promise.resolve(['142.250.180.10']),
      },
      transport,
    });
    try {
      expect((await sender.send(target, push)).kind).toBe('unsafe');
      expect((await sender.send({ ...target, endpoint: 'https://127.0.0.1/x' }, push)).kind).toBe('unsafe');
      expect(transport).not.toHaveBeenCalled();
    } finally {
      sender.close();
    }
  });

  it('sends VAPID, TTL, Topic and an aes128gcm body, and maps the answers', async () => {
    const requests: Parameters<PushTransport>[0][] = [];
    const answers = [201, 410, 503, 413];
    const transport: PushTransport = (request) => {
      requests.push(request);
      return Promise.resolve({ status: answers[requests.length - 1] ?? 201, body: '' });
    };
    const sender = new WebPushSender({
      keys,
      subject: 'mailto:it@test.edu.eg',
      policy: { allowedHosts: ['fcm.googleapis.com'], resolve: () => Promise.resolve(['142.250.180.10']) },
      transport,
    });
    try {
      const outcomes = [];
      for (let i = 0; i < answers.length; i += 1) outcomes.push((await sender.send(target, push)).kind);
      expect(outcomes).toEqual(['delivered', 'gone', 'retry', 'failed']);
      const [first] = requests;
      expect(first?.headers).toMatchObject({
        'Content-Encoding': 'aes128gcm',
        Topic: 'message-9',
        TTL: 604800,
      });
      expect(String(first?.headers.Authorization)).toMatch(
        new RegExp(`^vapid t=[^,]+, k=${keys.publicKey}$`),
      );
      // One VAPID signature per push service, reused.
      expect(new Set(requests.map((request) => request.headers.Authorization)).size).toBe(1);
    } finally {
      sender.close();
    }
  });
});
