import type { CredentialSystemName } from '@portal/contract';

/** Every credentials query starts with this key; one list per system below it. */
export const CREDENTIALS_KEY = ['credentials'] as const;
export const credentialsKey = (system: CredentialSystemName) => [...CREDENTIALS_KEY, system] as const;
