import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** What the FCM HTTP v1 sender needs of a Google service account. */
export interface FcmCredentials {
  projectId: string;
  clientEmail: string;
  /** PKCS#8 PEM. */
  privateKey: string;
  /** Where the signed assertion is exchanged for an access token. */
  tokenUri: string;
}

const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';

const serviceAccount = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z
    .string()
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'must be an https URL')
    .default(DEFAULT_TOKEN_URI),
});

export interface FcmEnvironment {
  FCM_SERVICE_ACCOUNT_FILE?: string | undefined;
  FCM_PROJECT_ID?: string | undefined;
  FCM_CLIENT_EMAIL?: string | undefined;
  FCM_PRIVATE_KEY?: string | undefined;
}

/**
 * The service account from FCM_SERVICE_ACCOUNT_FILE (the JSON key file Firebase hands out) or from the
 * three FCM_* fields; undefined when neither is set (the app then gets no native pushes). A file or
 * fields that are set but unusable stop the start-up with the reason.
 */
export function fcmCredentialsFrom(env: FcmEnvironment): FcmCredentials | undefined {
  let raw: unknown;
  if (env.FCM_SERVICE_ACCOUNT_FILE) {
    raw = JSON.parse(readFileSync(env.FCM_SERVICE_ACCOUNT_FILE, 'utf8'));
  } else if (env.FCM_PROJECT_ID || env.FCM_CLIENT_EMAIL || env.FCM_PRIVATE_KEY) {
    raw = {
      project_id: env.FCM_PROJECT_ID,
      client_email: env.FCM_CLIENT_EMAIL,
      // Environment variables often carry the key's line breaks as "\n".
      private_key: env.FCM_PRIVATE_KEY?.replaceAll('\\n', '\n'),
    };
  } else {
    return undefined;
  }
  const parsed = serviceAccount.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`FCM service account: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`);
  }
  const account = parsed.data;
  return {
    projectId: account.project_id,
    clientEmail: account.client_email,
    privateKey: account.private_key,
    tokenUri: account.token_uri,
  };
}
