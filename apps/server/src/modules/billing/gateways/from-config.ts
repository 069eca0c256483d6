import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.js';
import type { FawrySettings } from './fawry.js';
import type { PaymobSettings } from './paymob.js';

export interface GatewaySettings {
  paymob?: PaymobSettings;
  fawry?: FawrySettings;
}

/** Whether the embedded demo gateway stands in for the providers not configured (never by accident in production). */
export function demoGatewayOn(config: Config): boolean {
  return config.DEMO_GATEWAY ?? config.DATABASE_URL === undefined;
}

function configuredPaymob(config: Config): PaymobSettings | undefined {
  const { PAYMOB_URL, PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_API_KEY, PAYMOB_HMAC_SECRET } = config;
  if (!PAYMOB_URL || !PAYMOB_SECRET_KEY || !PAYMOB_PUBLIC_KEY || !PAYMOB_API_KEY || !PAYMOB_HMAC_SECRET)
    return;
  return {
    baseUrl: PAYMOB_URL.replace(/\/+$/, ''),
    secretKey: PAYMOB_SECRET_KEY,
    publicKey: PAYMOB_PUBLIC_KEY,
    apiKey: PAYMOB_API_KEY,
    hmacSecret: PAYMOB_HMAC_SECRET,
    integrationIds: {
      ...(config.PAYMOB_CARD_INTEGRATION_ID ? { card: config.PAYMOB_CARD_INTEGRATION_ID } : {}),
      ...(config.PAYMOB_WALLET_INTEGRATION_ID ? { wallet: config.PAYMOB_WALLET_INTEGRATION_ID } : {}),
    },
  };
}

function configuredFawry(config: Config): FawrySettings | undefined {
  if (!config.FAWRY_URL || !config.FAWRY_MERCHANT_CODE || !config.FAWRY_SECURE_KEY) return;
  return {
    baseUrl: config.FAWRY_URL.replace(/\/+$/, ''),
    merchantCode: config.FAWRY_MERCHANT_CODE,
    secureKey: config.FAWRY_SECURE_KEY,
  };
}

const demoSecret = () => randomBytes(24).toString('hex');

/**
 * The providers' settings: the configured ones, and the demo gateway (under `<portal>/demo-gateway`) with
 * keys made up for this process for the others when it is on.
 */
export function gatewaySettings(config: Config, portalUrl: string): GatewaySettings {
  const demo = demoGatewayOn(config);
  const paymob =
    configuredPaymob(config) ??
    (demo
      ? {
          baseUrl: `${portalUrl}/demo-gateway/paymob`,
          secretKey: demoSecret(),
          publicKey: demoSecret(),
          apiKey: demoSecret(),
          hmacSecret: demoSecret(),
          integrationIds: { card: 4_100_001, wallet: 4_100_002 },
        }
      : undefined);
  const fawry =
    configuredFawry(config) ??
    (demo
      ? {
          baseUrl: `${portalUrl}/demo-gateway/fawry`,
          merchantCode: 'DEMO-UNIVERSITY',
          secureKey: demoSecret(),
        }
      : undefined);
  return { ...(paymob ? { paymob } : {}), ...(fawry ? { fawry } : {}) };
}
