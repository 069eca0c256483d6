import { createServer } from 'node:net';
import { buildTestApp, type TestApp } from './app.js';
import type { TestDatabase } from './database.js';

/** The keys the test's providers use: known here so a test can sign as the provider, or forge. */
export const PROVIDER_KEYS = {
  paymobHmac: 'test-paymob-hmac-secret-0123456789',
  paymobSecret: 'test-paymob-secret-key',
  paymobPublic: 'test-paymob-public-key',
  paymobApi: 'test-paymob-api-key',
  fawrySecure: 'test-fawry-secure-key-0123456789',
  fawryMerchant: 'TEST-MERCHANT',
  cardIntegration: 4_200_001,
  walletIntegration: 4_200_002,
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/**
 * The app listening on 127.0.0.1 with Paymob and Fawry configured at its own demo gateway: the adapters
 * speak HTTP to the provider doubles, which send their signed callbacks back over HTTP, as in production.
 */
export async function buildPaymentApp(
  environment: Record<string, string> = {},
  database?: TestDatabase,
): Promise<TestApp & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const subject = await buildTestApp(
    {
      PORT: String(port),
      PUBLIC_URL: url,
      PAYMOB_URL: `${url}/demo-gateway/paymob`,
      PAYMOB_SECRET_KEY: PROVIDER_KEYS.paymobSecret,
      PAYMOB_PUBLIC_KEY: PROVIDER_KEYS.paymobPublic,
      PAYMOB_API_KEY: PROVIDER_KEYS.paymobApi,
      PAYMOB_HMAC_SECRET: PROVIDER_KEYS.paymobHmac,
      PAYMOB_CARD_INTEGRATION_ID: String(PROVIDER_KEYS.cardIntegration),
      PAYMOB_WALLET_INTEGRATION_ID: String(PROVIDER_KEYS.walletIntegration),
      FAWRY_URL: `${url}/demo-gateway/fawry`,
      FAWRY_MERCHANT_CODE: PROVIDER_KEYS.fawryMerchant,
      FAWRY_SECURE_KEY: PROVIDER_KEYS.fawrySecure,
      // The tests run reconciliation themselves, at the moments they choose.
      PAYMENT_RECONCILER: 'false',
      ...environment,
    },
    undefined,
    database ? { database } : {},
  );
  await subject.app.listen({ port, host: '127.0.0.1' });
  return { ...subject, url };
}
