import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import { importJWK, jwtVerify } from 'jose';
import { generate } from 'selfsigned';
import { z } from 'zod';

/** A device the double can decrypt for: the browser side of a push subscription (RFC 8291 keys). */
export interface DeviceKeys {
  id: string;
  endpoint: string;
  /** `JSON.stringify(PushSubscription)` as the browser hands it to the app. */
  subscriptionJson: string;
  /** Its keys as the subscription carries them (base64url). */
  keys: { p256dh: string; auth: string };
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export interface ReceivedPush {
  device: string;
  topic: string | undefined;
  ttl: string | undefined;
  /** The decrypted payload, parsed. */
  payload: z.infer<typeof pushedPayload>;
  /** VAPID claims as verified. */
  audience: string;
  subject: string;
}

/** How the double answers one push: a status, optionally after a delay, with headers. */
export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
}

const pushedPayload = z.object({
  notification: z.object({ title: z.string(), body: z.string() }).partial().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188 §2: decrypts an aes128gcm body with the browser's keys. */
export function decryptAes128gcm(body: Buffer, device: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublicKey]);
  const ikm = hmac(hmac(device.authSecret, sharedSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292 §3: `vapid t=<JWT>, k=<public key>`; the JWT must be ES256-signed by that key for this origin. */
async function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no vapid Authorization: ${String(header)}`);
  const point = Buffer.from(match[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, { algorithms: ['ES256'], audience: origin });
  const lifetime = (payload.exp ?? 0) - Date.now() / 1000;
  if (lifetime <= 0 || lifetime > 24 * 3600) throw new Error('exp must be within 24 hours');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('bad sub');
  return { audience: origin, subject: payload.sub };
}

/**
 * A local push service that speaks the real Web Push protocol over HTTPS (a self-signed certificate made
 * here, trusted by the portal only through PUSH_TEST_ORIGIN + PUSH_TEST_CA_FILE): it checks the VAPID
 * signature, decrypts each payload with the device's private key and auth secret, and records it.
 */
export class PushDouble {
  readonly received: ReceivedPush[] = [];
  /** Requests refused by the double's own checks (bad VAPID, undecryptable body): must stay empty. */
  readonly rejected: string[] = [];
  private readonly devices = new Map<string, DeviceKeys>();
  private readonly scripts = new Map<string, ScriptedAnswer[]>();
  private server: Server | undefined;
  private delayMs = 0;
  origin = '';
  certificate = '';

  async start(): Promise<this> {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      extensions: [
        { name: 'basicConstraints', cA: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
          ],
        },
      ],
    });
    this.certificate = pems.cert;
    const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void this.answer(request.url ?? '', request.headers, Buffer.concat(chunks)).then(async (answer) => {
          if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
          response.writeHead(answer.status, answer.headers).end();
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('the double is not listening');
    this.origin = `https://localhost:${String(address.port)}`;
    return this;
  }

  /** A new browser subscription at this push service. */
  newDevice(): DeviceKeys {
    const id = randomBytes(9).toString('base64url');
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `${this.origin}/push/${id}`;
    const keys = { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') };
    const device: DeviceKeys = {
      id,
      endpoint,
      privateKey: ecdh.getPrivateKey(),
      publicKey,
      authSecret,
      keys,
      subscriptionJson: JSON.stringify({ endpoint, expirationTime: null, keys }),
    };
    this.devices.set(id, device);
    return device;
  }

  /** The next answers for a device, in order (then 201 again). */
  script(device: DeviceKeys, ...answers: ScriptedAnswer[]): void {
    this.scripts.set(device.id, [...(this.scripts.get(device.id) ?? []), ...answers]);
  }

  /** Every answer waits this long (a slow push service, to interrupt deliveries mid-batch). */
  slowDown(ms: number): void {
    this.delayMs = ms;
  }

  /**
   * How often each device was sent each message, keyed "device topic". A device shows each key once: a
   * repeat with the same Topic replaces the message the push service still holds (RFC 8030 §5.4), and one
   * that reaches the device anyway carries the same notification tag, which replaces the one shown.
   */
  receivedPerDeviceAndTopic(): Map<string, number> {
    const counts = new Map<string, number>();
    this.received.forEach((push, index) => {
      const key = `${push.device} ${push.topic ?? `untopical-${String(index)}`}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    return counts;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  }

  private async answer(
    url: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
  ): Promise<{ status: number; headers?: Record<string, string> }> {
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(url)?.[1];
    const device = id === undefined ? undefined : this.devices.get(id);
    if (!device) return { status: 404 };
    const scripted = this.scripts.get(device.id)?.shift();
    if (scripted && scripted.status >= 300) return scripted;
    try {
      if (headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const vapid = await verifyVapid(String(headers.authorization), this.origin);
      const payload = pushedPayload.parse(JSON.parse(decryptAes128gcm(body, device).toString('utf8')));
      const topic = typeof headers.topic === 'string' ? headers.topic : undefined;
      const ttl = typeof headers.ttl === 'string' ? headers.ttl : undefined;
      this.received.push({ device: device.id, topic, ttl, payload, ...vapid });
      return {
        status: 201,
        headers: { location: `${this.origin}/message/${randomBytes(6).toString('hex')}` },
      };
    } catch (error) {
      this.rejected.push(error instanceof Error ? error.message : String(error));
      return { status: 400 };
    }
  }
}
