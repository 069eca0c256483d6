import { z } from 'zod';
import { parseGradeScale, type GradeScale } from './modules/registration/grade-scale.js';
import { parseSecretKeys, type SecretKey } from './platform/crypto/secret-box.js';
import { academicSettings } from './config/academic-settings.js';
import { paymentSettings } from './config/payment-settings.js';
import { platformSettings } from './config/platform-settings.js';
import { pushSettings } from './config/push-settings.js';
import { registrationSettings } from './config/registration-settings.js';
import { missingS3Setting, storageSettings } from './config/storage-settings.js';
import { mailSettings } from './config/mail-settings.js';
import { metricsSettings } from './config/metrics-settings.js';

/** Every environment variable the server reads. README.md lists them; keep the two in step. */
const environment = z.object({
  ...platformSettings,
  ...academicSettings,
  ...pushSettings,
  ...registrationSettings,
  ...paymentSettings,
  ...storageSettings,
  ...mailSettings,
  ...metricsSettings,
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
  const missingS3 = missingS3Setting(env);
  if (missingS3 !== undefined) {
    context.addIssue({ code: 'custom', path: [missingS3], message: 'is required with STORAGE_DRIVER=s3' });
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
      : name === 'SECRETS_KEYS' ||
          name === 'S3_SECRET_ACCESS_KEY' ||
          name === 'SMTP_PASSWORD' ||
          name === 'METRICS_TOKEN'
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
