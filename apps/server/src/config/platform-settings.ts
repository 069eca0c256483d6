import { z } from 'zod';
import { booleanFlag, url } from './setting-parsers.js';

/** The process, its database, the university's identity, sign-in, network limits and live updates. */
export const platformSettings = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: embedded PGlite under DATA_DIR. Set: a PostgreSQL server. */
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Pipelined connections that carry every statement outside a transaction; 0: those check out pool ones. */
  DATABASE_PIPELINE_CONNECTIONS: z.coerce.number().int().min(0).max(16).default(2),
  /** Statements with parameters parsed and planned once per connection; off for a pooler that cannot. */
  DATABASE_NAMED_STATEMENTS: booleanFlag.default(true),
  /** A request waits at most this long for a new connection while PostgreSQL is away, then answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** PostgreSQL cancels a statement running longer (its statement_timeout), so none holds a request; 0: never. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** compiled: fast; checked: zod refuses an answer the contract does not allow (response-serializer.ts). */
  RESPONSE_SERIALIZER: z.enum(['compiled', 'checked']).default('compiled'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web app; the server runs without it (API only) and says so in its log. */
  WEB_DIST: z.string().min(1).optional(),
  /**
   * After SIGTERM, how long the instance keeps serving while /readyz answers 503 "draining": at least what
   * the balancer needs to notice (its health-check interval times its failure threshold). 0: no drain.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  /** Then, how long closing waits for requests in flight before exiting anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  DEMO_SEED: z.coerce.number().int().default(20261122),
  /** 9,000: the size at which Engineering's open Tanseek round has about 400 eligible students (issue 26). */
  DEMO_STUDENTS: z.coerce.number().int().min(10).max(200_000).default(9000),
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
  /**
   * How long an instance holds a verified token, and a student's "no must-accept announcement waits"
   * answer, before asking the database again; a revocation or a publication drops them at once through
   * the event bus (platform/events/held-answers.ts). 0 asks every time.
   */
  HELD_ANSWER_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  /** Longest a staff member may act as a student in one go. */
  IMPERSONATION_MAX_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
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
  /** A Redis command unanswered this long fails, and the feature falls back to this instance's memory. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(500),
  /** Live updates: the Redis pub/sub channels' prefix (with REDIS_URL), and open streams allowed. */
  EVENTS_CHANNEL_PREFIX: z.string().min(1).max(64).default('portal:events:'),
  LIVE_STREAMS_PER_STUDENT: z.coerce.number().int().min(1).max(100).default(5),
  LIVE_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Seconds between the comments that keep an idle stream open through proxies. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  /**
   * Failed sign-ins (embedded form and staff AdminLogin) allowed before each further one makes the next
   * attempt wait 1 s, 2 s, 4 s… up to SIGN_IN_MAX_DELAY_SECONDS: per account from one address, per account
   * from anywhere, per address whatever the account. Forgotten SIGN_IN_FAILURE_MEMORY_MINUTES after the
   * last failure. docs/SECURITY.md explains the choice.
   */
  SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).max(100).default(5),
  SIGN_IN_FREE_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(100),
  SIGN_IN_FREE_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(900),
  SIGN_IN_FAILURE_MEMORY_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
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
  HOST_BILLING_URL: z.string().default(''),
  /** Keys sealing secrets shown to students (library codes): `id:base64key,…`, the first seals. */
  SECRETS_KEYS: z.string().optional(),
};
