import { z } from 'zod';
import { booleanFlag, url } from './setting-parsers.js';

/** Web Push and native app pushes: where they may go and how the shared queue delivers them. */
export const pushSettings = {
  /**
   * Web Push: the push services a browser subscription may point at (`*.` = any name under it). Anything
   * else is refused at registration and again before every send (docs/SECURITY.md, "Push endpoints").
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.length > 0 && hosts.every((host) => /^(\*\.)?([a-z0-9-]+\.)+[a-z]{2,}$/.test(host)),
      {
        message: 'must be host names such as fcm.googleapis.com or *.notify.windows.com, comma-separated',
      },
    ),
  /** VAPID contact (RFC 8292): a mailto: or https: URL; unset = mailto:webmaster@UNIVERSITY_EMAIL_DOMAIN. */
  VAPID_SUBJECT: url(['mailto:', 'https:']).optional(),
  /** Whether this instance delivers queued pushes (every instance does by default; they share the queue). */
  PUSH_WORKER: booleanFlag.default(true),
  /** Pushes in flight at once per instance, jobs claimed per batch, and a claim's lease. */
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
  PUSH_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(200),
  PUSH_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** Tries before a push that keeps failing (429, 5xx, network) is given up. */
  PUSH_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Tests only (needs NODE_ENV=test): the local push double's origin and the certificate it presents. */
  PUSH_TEST_ORIGIN: url(['https:']).optional(),
  PUSH_TEST_CA_FILE: z.string().min(1).optional(),
  /** Native app pushes (FCM HTTP v1): the service account's JSON key file, or its three fields. */
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  FCM_PROJECT_ID: z.string().min(1).optional(),
  FCM_CLIENT_EMAIL: z.string().min(3).optional(),
  FCM_PRIVATE_KEY: z.string().min(1).optional(),
};
