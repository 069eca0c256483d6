import type { FastifyPluginAsync } from 'fastify';
import type { GatewaySettings } from '../../modules/billing/gateways/from-config.js';
import { demoFawry } from './fawry-routes.js';
import { demoPaymob } from './paymob-routes.js';

/**
 * The embedded demo gateway under /demo-gateway: a stand-in for each provider the deployment has not
 * configured, speaking that provider's protocol (its signatures made from the providers' documentation, not
 * from the portal's adapters), so `npm start` pays end to end. Memory only: a restart forgets its orders.
 */
export const demoGateway: FastifyPluginAsync<{ settings: GatewaySettings; portalUrl: string }> = async (
  app,
  { settings, portalUrl },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const demoBase = `${portalUrl}/demo-gateway/`;
  if (settings.paymob?.baseUrl.startsWith(demoBase))
    await app.register(demoPaymob, { prefix: '/paymob', settings: settings.paymob });
  if (settings.fawry?.baseUrl.startsWith(demoBase))
    await app.register(demoFawry, {
      prefix: '/fawry',
      settings: settings.fawry,
      callbackUrl: `${portalUrl}/api/Billing/FawryCallback`,
    });
};
