import { z } from 'zod';
import {
  DEFAULT_GRADE_SCALE_TEXT,
  DEFAULT_PASSING_POINTS,
  parseGradeScale,
  type GradeScale,
} from './modules/registration/grade-scale.js';
import {
  DEFAULT_CREDIT_LIMITS,
  DEFAULT_HIGH_GPA_RAISE,
  parseCreditLimits,
  parseHighGpaRaise,
} from './modules/advising/policy.js';
import { parseSecretKeys, type SecretKey } from './platform/crypto/secret-box.js';

/** A setting read by a parser that throws in plain words: the error becomes the setting's message. */
const parsedBy = (parse: (text: string) => unknown) => (value: string, context: z.RefinementCtx) => {
  try {
    parse(value);
  } catch (error) {
    context.addIssue({
      code: 'custom',
      message: `is invalid: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
};

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const url = (protocols: string[]) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
    message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  });

/** Every environment variable the server reads. README.md lists them; keep the two in step. */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: embedded PGlite under DATA_DIR. Set: a PostgreSQL server. */
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web app; the server runs without it (API only) and says so in its log. */
  WEB_DIST: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  DEMO_SEED: z.coerce.number().int().default(20261122),
  DEMO_STUDENTS: z.coerce.number().int().min(10).max(200_000).default(2000),
  /** Password of every demo account (students at the identity provider, staff at AdminLogin). */
  DEMO_PASSWORD: z.string().min(8).default('Portal@2026'),
  UNIVERSITY_NAME_EN: z.string().min(1).default('Nile Delta University'),
  UNIVERSITY_NAME_AR: z.string().min(1).default('جامعة دلتا النيل'),
  UNIVERSITY_EMAIL_DOMAIN: z.string().min(3).default('ndu.edu.eg'),
  UNIVERSITY_TIME_ZONE: z
    .string()
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', {
      message: 'must be an IANA time zone such as Africa/Cairo',
    })
    .default('Africa/Cairo'),
  BETA: booleanFlag.default(false),
  /**
   * Behind a reverse proxy or load balancer: the proxies' addresses (IPs, CIDR ranges, or loopback /
   * linklocal / uniquelocal), comma-separated. Their X-Forwarded-For is then believed, so per-address rate
   * limits and audit entries see students, not the proxy. Unset: the header is ignored.
   */
  TRUST_PROXY: z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .every((entry) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(entry)),
      { message: 'must be proxy addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,loopback)' },
    )
    .optional(),
  /** Where the beta notice's "Open current version" leads (the production portal); unset = this site. */
  CURRENT_VERSION_URL: url(['http:', 'https:']).optional(),
  /** Where students reach the portal; the embedded identity provider's issuer and redirect URIs derive from it. */
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  /** An external OpenID Connect provider (Entra ID, Google Workspace, Keycloak…); unset = the embedded one. */
  OIDC_ISSUER: url(['http:', 'https:']).optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('student-portal'),
  /** Expected `aud` of the provider's ID tokens when it is not the client id. */
  OIDC_AUDIENCE: z.string().min(1).optional(),
  /** Lifetime of the portal's own session tokens. */
  PORTAL_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** Longest a staff member may act as a student in one go. */
  IMPERSONATION_MAX_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  /** Wrong staff passwords in a row that lock the account, and for how long. */
  STAFF_LOCKOUT_THRESHOLD: z.coerce.number().int().min(3).max(100).default(10),
  STAFF_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Other origins (scheme://host[:port], comma-separated) whose pages may call the API; unset = same origin only. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
      {
        message: 'must be a comma-separated list of origins such as https://portal.ndu.edu.eg (no path)',
      },
    ),
  /** Unset: rate limits are counted per instance in memory. Set: shared by every instance in this Redis. */
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /** Calls per minute one signed-in user may make, and calls per minute one network address may make. */
  RATE_LIMIT_USER_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  RATE_LIMIT_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  /** Keeps this deployment's counters apart from others sharing the same Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('portal:rate:'),
  /** Live updates: the Redis pub/sub channels' prefix (with REDIS_URL), and open streams allowed. */
  EVENTS_CHANNEL_PREFIX: z.string().min(1).max(64).default('portal:events:'),
  LIVE_STREAMS_PER_STUDENT: z.coerce.number().int().min(1).max(100).default(5),
  LIVE_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Seconds between the comments that keep an idle stream open through proxies. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /** Failed sign-ins at the embedded provider's form per 15 minutes, per account and per address. */
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  SOCIAL_FACEBOOK_URL: url(['https:']).default('https://www.facebook.com/'),
  SOCIAL_INSTAGRAM_URL: url(['https:']).default('https://www.instagram.com/'),
  SOCIAL_LINKEDIN_URL: url(['https:']).default('https://www.linkedin.com/'),
  SOCIAL_YOUTUBE_URL: url(['https:']).default('https://www.youtube.com/'),
  /** Base URL per backend host of spec §7; empty = this server. */
  HOST_ADVISING_URL: z.string().default(''),
  HOST_INTERNATIONAL_URL: z.string().default(''),
  HOST_PARTY_URL: z.string().default(''),
  HOST_ORDERS_URL: z.string().default(''),
  HOST_NOTIFY_URL: z.string().default(''),
  /** The grade scale: points per letter (W and I never have points); transcripts and advising use it. */
  GRADE_SCALE: z.string().default(DEFAULT_GRADE_SCALE_TEXT),
  /** The lowest grade points that pass a course and earn its credits (1.0 = D). */
  GRADE_PASSING_POINTS: z.coerce.number().min(0).max(5).default(DEFAULT_PASSING_POINTS),
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
  /** The first day of the university's week on timetables, 0 = Sunday … 6 = Saturday (Egypt: Saturday). */
  UNIVERSITY_WEEK_STARTS_ON: z.coerce.number().int().min(0).max(6).default(6),
  /** Requests per minute one private calendar link may make, and one address may make to the feed. */
  CALENDAR_FEED_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  CALENDAR_FEED_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Courses a student may withdraw from (W) in one term through the portal. */
  WITHDRAWALS_PER_TERM: z.coerce.number().int().min(0).max(20).default(2),
  /** Unexcused absence, as a percentage of a course's scheduled sessions, that warns / bars from the final exam. */
  ATTENDANCE_WARNING_PERCENT: z.coerce.number().min(1).max(100).default(15),
  ATTENDANCE_DENIAL_PERCENT: z.coerce.number().min(1).max(100).default(25),
  /** Keys sealing secrets shown to students (library codes): `id:base64key,…`, the first seals. */
  SECRETS_KEYS: z.string().optional(),
  /**
   * Waiting room: new registration sessions queue while this instance's event-loop delay or its wait for a
   * database connection (the longest in each half second) stays above these for a second.
   */
  WAITING_ROOM_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(1).max(10_000).default(100),
  WAITING_ROOM_CONNECTION_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(150),
  /** An admitted student's pass lapses after this long without a registration call. */
  WAITING_ROOM_PASS_IDLE_SECONDS: z.coerce.number().int().min(30).max(7200).default(600),
  /**
   * A waiting student who stops asking (tab closed) loses the place after this long. Far back in a long
   * line the page asks every quarter of it (150 s at 600), near the front every few seconds.
   */
  WAITING_ROOM_PLACE_IDLE_SECONDS: z.coerce.number().int().min(20).max(3600).default(600),
  /** Admissions per second per instance when the queue starts draining; the rate grows while load allows. */
  WAITING_ROOM_ADMIT_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Keeps this deployment's queue apart from others on the same Redis. */
  WAITING_ROOM_KEY_PREFIX: z.string().min(1).max(64).default('portal:waiting-room:'),
  /** Registration calls (add, drop, save, sections…) one student may make per minute. */
  REGISTRATION_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Credit load limits by standing, "standing:min-max" for each of good, honors, warning and probation. */
  CREDIT_LIMITS: z.string().default(DEFAULT_CREDIT_LIMITS).superRefine(parsedBy(parseCreditLimits)),
  /** "gpa:max": from this cumulative GPA the maximum load rises to max (not on probation); "none" turns it off. */
  CREDIT_LIMIT_HIGH_GPA: z.string().default(DEFAULT_HIGH_GPA_RAISE).superRefine(parsedBy(parseHighGpaRaise)),
  /** Tuition charged per registered credit (EGP), for the unpaid-balance hold and the preview's fee estimate. */
  TUITION_PER_CREDIT: z.coerce.number().min(0).max(1_000_000).default(3500),
  /** Fixed fees charged once per term (EGP): registration, services. */
  TERM_FEES: z.coerce.number().min(0).max(1_000_000).default(2500),
  /**
   * How long a student found clear to register (window open, no hold) is not checked again (seconds; 0
   * checks every change). A hold placed or a window moved counts within this time; a hold lifted at once.
   */
  REGISTRATION_CLEARANCE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** How long a seat freed in a full section is held for the first student on its waitlist (hours). */
  WAITLIST_OFFER_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 14)
    .default(24),
  /** How often each instance looks for lapsed offers and offers not yet announced (seconds). */
  WAITLIST_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Whether this instance runs the waitlist sweeper (instances share the work safely). */
  WAITLIST_SWEEPER: booleanFlag.default(true),
});

/** The parsed environment, with the grade scale read from GRADE_SCALE and GRADE_PASSING_POINTS. */
const configuration = environment.transform((env, context) => {
  if (env.PUSH_TEST_ORIGIN !== undefined && env.NODE_ENV !== 'test') {
    context.addIssue({
      code: 'custom',
      path: ['PUSH_TEST_ORIGIN'],
      message: 'is for tests only (NODE_ENV=test)',
    });
    return z.NEVER;
  }
  if (env.ATTENDANCE_WARNING_PERCENT >= env.ATTENDANCE_DENIAL_PERCENT) {
    context.addIssue({
      code: 'custom',
      path: ['ATTENDANCE_WARNING_PERCENT'],
      message: 'must be below ATTENDANCE_DENIAL_PERCENT',
    });
    return z.NEVER;
  }
  let gradeScale: GradeScale;
  try {
    gradeScale = parseGradeScale(env.GRADE_SCALE, env.GRADE_PASSING_POINTS);
  } catch (error) {
    context.addIssue({ code: 'custom', path: ['GRADE_SCALE'], message: `is invalid: ${problemOf(error)}` });
    return z.NEVER;
  }
  let secretKeys: SecretKey[] | undefined;
  try {
    secretKeys = env.SECRETS_KEYS === undefined ? undefined : parseSecretKeys(env.SECRETS_KEYS);
  } catch (error) {
    // Never echo the value: it is a key.
    context.addIssue({ code: 'custom', path: ['SECRETS_KEYS'], message: `is invalid: ${problemOf(error)}` });
    return z.NEVER;
  }
  return { ...env, gradeScale, secretKeys };
});

function problemOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type Config = z.infer<typeof configuration>;

/** The portal's public base URL without a trailing slash. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export class ConfigError extends Error {}

/** Parses the environment once; the first bad variable is reported by name in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configuration.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const value = env[name];
  const secretUrl = name === 'DATABASE_URL' || name === 'REDIS_URL';
  const shown =
    value === undefined
      ? 'unset'
      : name === 'SECRETS_KEYS'
        ? 'value hidden'
        : `got "${secretUrl ? redactUrl(value) : value}"`;
  throw new ConfigError(`Configuration error: ${name} ${issue?.message ?? 'is invalid'} (${shown}).`);
}

/** A database URL with its password hidden, for messages and logs. */
export function redactUrl(value: string): string {
  if (!URL.canParse(value)) return value;
  const parsed = new URL(value);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
