import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { MESSAGE_SENT } from '../stream-events.js';
import type { RegistrationRules } from './device-registration.js';
import { systemResolver } from './endpoint-guard.js';
import { fcmCredentialsFrom } from './fcm-credentials.js';
import { FcmSender } from './fcm-sender.js';
import { httpsTransport } from './https-transport.js';
import { PushWorker } from './push-worker.js';
import { loadVapidKeys } from './vapid-keys.js';
import { WebPushSender } from './web-push-sender.js';
import { registerPushQueueMetrics } from './queue-metrics.js';
import { runInBackground } from '../../../platform/background-work.js';

/** An idle worker looks for due jobs this often; a sent message wakes every instance's worker at once. */
const POLL_MS = 2_000;

export interface PushDelivery {
  vapidPublicKey: string;
  rules: RegistrationRules;
}

/**
 * Sets up delivery for this instance: the shared VAPID keys, the Web Push sender, the FCM sender when
 * credentials are configured, and the queue worker (started when the app is ready, stopped on close, woken
 * by every sent message heard on the events bus).
 */
export async function startPushDelivery(app: FastifyInstance): Promise<PushDelivery> {
  const config = app.config;
  const keys = await loadVapidKeys(app.database.db);
  const policy = {
    allowedHosts: config.PUSH_SERVICE_HOSTS,
    resolve: systemResolver,
    ...(config.PUSH_TEST_ORIGIN ? { testOrigin: new URL(config.PUSH_TEST_ORIGIN).origin } : {}),
  };
  const web = new WebPushSender({
    keys,
    subject: config.VAPID_SUBJECT ?? `mailto:webmaster@${config.UNIVERSITY_EMAIL_DOMAIN}`,
    policy,
    transport: httpsTransport,
    ...(config.PUSH_TEST_CA_FILE ? { testCertificate: readFileSync(config.PUSH_TEST_CA_FILE, 'utf8') } : {}),
  });
  registerPushQueueMetrics(app);
  const fcmCredentials = fcmCredentialsFrom(config);
  const worker = new PushWorker({
    db: app.database.db,
    senders: { web, ...(fcmCredentials ? { fcm: new FcmSender(fcmCredentials, httpsTransport) } : {}) },
    workerId: `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`,
    log: app.log,
    batchSize: config.PUSH_BATCH_SIZE,
    concurrency: config.PUSH_CONCURRENCY,
    leaseSeconds: config.PUSH_LEASE_SECONDS,
    maxAttempts: config.PUSH_MAX_ATTEMPTS,
    pollMs: POLL_MS,
  });
  if (config.PUSH_WORKER) {
    const stopListening = app.events.subscribe(MESSAGE_SENT, () => {
      worker.wake();
    });
    runInBackground(app, worker);
    app.addHook('onClose', async () => {
      stopListening();
    });
  }
  app.addHook('onClose', async () => {
    web.close();
  });
  return { vapidPublicKey: keys.publicKey, rules: { policy, nativePush: fcmCredentials !== undefined } };
}
