import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DeliveryTarget } from './delivery-outcome.js';
import { fcmCredentialsFrom, type FcmCredentials } from './fcm-credentials.js';
import { FCM_SCOPE, FcmSender } from './fcm-sender.js';
import type { PushRequest, PushResponse, PushTransport } from './https-transport.js';

const target: DeliveryTarget = {
  subscriptionId: 4,
  kind: 'fcm',
  endpoint: 'dGVzdC10b2tlbi1vZi1hbi1hbmRyb2lkLXBob25l:APA91b',
  p256dh: null,
  auth: null,
};
const push = {
  messageId: 31,
  payload: {
    notification: { title: 'Seat freed', body: 'A seat in CS101 is free.' },
    data: { MessageId: 31, Link: 'AddDrop' as const },
  },
};

/**
 * Google's side, faked at the transport: the token endpoint checks the signed assertion with the service
 * account's public key (as Google does) and the send endpoint answers what the test scripts.
 */
class FakeGoogle {
  readonly sends: { authorization: string; message: Record<string, unknown> }[] = [];
  signIns = 0;
  sendAnswers: PushResponse[] = [];

  constructor(
    private readonly publicKey: CryptoKey,
    private readonly credentials: FcmCredentials,
  ) {}

  transport: PushTransport = async (request: PushRequest) => {
    if (request.url.toString() === this.credentials.tokenUri) return this.token(request);
    expect(request.url.toString()).toBe(
      `https://fcm.googleapis.com/v1/projects/${this.credentials.projectId}/messages:send`,
    );
    const body = z
      .object({ message: z.record(z.string(), z.unknown()) })
      .parse(JSON.parse(String(request.body)));
    this.sends.push({ authorization: String(request.headers.authorization), message: body.message });
    return this.sendAnswers.shift() ?? { status: 200, body: '{"name":"projects/p/messages/1"}' };
  };

  private async token(request: PushRequest): Promise<PushResponse> {
    const form = new URLSearchParams(String(request.body));
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', this.publicKey, {
      issuer: this.credentials.clientEmail,
      audience: this.credentials.tokenUri,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.typ).toBe('JWT');
    expect(payload.scope).toBe(FCM_SCOPE);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    this.signIns += 1;
    return {
      status: 200,
      body: JSON.stringify({ access_token: `access-${String(this.signIns)}`, expires_in: 3599 }),
    };
  }
}

describe('FCM HTTP v1 sender (native app pushes)', () => {
  let credentials: FcmCredentials;
  let publicKey: CryptoKey;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    publicKey = pair.publicKey;
    credentials = {
      projectId: 'ndu-portal',
      clientEmail: 'push@ndu-portal.iam.gserviceaccount.com',
      privateKey: await exportPKCS8(pair.privateKey),
      tokenUri: 'https://oauth2.googleapis.com/token',
    };
  });

  it('signs in with a service-account assertion once and sends title, body, link and a collapse key', async () => {
    const google = new FakeGoogle(publicKey, credentials);
    const sender = new FcmSender(credentials, google.transport);
    expect(await sender.send(target, push)).toEqual({ kind: 'delivered' });
    expect(await sender.send(target, push)).toEqual({ kind: 'delivered' });
    expect(google.signIns).toBe(1);
    expect(google.sends.map((send) => send.authorization)).toEqual(['Bearer access-1', 'Bearer access-1']);
    expect(google.sends[0]?.message).toMatchObject({
      token: target.endpoint,
      notification: { title: 'Seat freed', body: 'A seat in CS101 is free.' },
      data: { MessageId: '31', Link: 'AddDrop' },
      android: { collapse_key: 'message-31' },
      apns: { headers: { 'apns-collapse-id': 'message-31' } },
    });
  });

  it('refuses a forged assertion (another key) at the token endpoint', async () => {
    const other = await generateKeyPair('RS256', { extractable: true });
    const google = new FakeGoogle(other.publicKey, credentials);
    const outcome = await new FcmSender(credentials, async (request) => {
      try {
        return await google.transport(request);
      } catch {
        return { status: 400, body: '{"error":"invalid_grant"}' };
      }
    }).send(target, push);
    expect(outcome.kind).toBe('retry');
    expect(google.sends).toHaveLength(0);
  });

  it('maps FCM answers: unregistered token gone, 401 signs in again, 5xx retried, 400 given up', async () => {
    const google = new FakeGoogle(publicKey, credentials);
    const sender = new FcmSender(credentials, google.transport);
    google.sendAnswers = [
      {
        status: 404,
        body: JSON.stringify({
          error: { status: 'NOT_FOUND', details: [{ '@type': 'x', errorCode: 'UNREGISTERED' }] },
        }),
      },
      { status: 401, body: '{}' },
      { status: 503, body: '{}', retryAfter: '30' },
      {
        status: 400,
        body: JSON.stringify({
          error: {
            status: 'INVALID_ARGUMENT',
            message: 'The registration token is not a valid FCM registration token',
          },
        }),
      },
      {
        status: 400,
        body: JSON.stringify({ error: { status: 'INVALID_ARGUMENT', message: 'Invalid JSON payload' } }),
      },
    ];
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) outcomes.push(await sender.send(target, push));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['gone', 'retry', 'retry', 'gone', 'failed']);
    expect(outcomes[2]).toMatchObject({ retryAfterMs: 30_000 });
    expect(google.signIns).toBe(2);
  });

  it('reads the credentials from the key file or the three variables, and says what is wrong', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fcm-'));
    const file = join(folder, 'service-account.json');
    writeFileSync(
      file,
      JSON.stringify({
        type: 'service_account',
        project_id: 'ndu-portal',
        client_email: credentials.clientEmail,
        private_key: credentials.privateKey,
        token_uri: credentials.tokenUri,
      }),
    );
    expect(fcmCredentialsFrom({ FCM_SERVICE_ACCOUNT_FILE: file })).toEqual(credentials);
    expect(
      fcmCredentialsFrom({
        FCM_PROJECT_ID: 'ndu-portal',
        FCM_CLIENT_EMAIL: credentials.clientEmail,
        FCM_PRIVATE_KEY: credentials.privateKey.replaceAll('\n', '\\n'),
      }),
    ).toEqual(credentials);
    expect(fcmCredentialsFrom({})).toBeUndefined();
    expect(() => fcmCredentialsFrom({ FCM_PROJECT_ID: 'ndu-portal' })).toThrow(
      /FCM service account: client_email/,
    );
  });
});
