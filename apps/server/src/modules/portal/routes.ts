import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { PUBLIC } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { deploymentFacts } from './service.js';

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, calls.portal.getAppConfiguration, { access: PUBLIC }, () =>
    ok(deploymentFacts(app.config, app.portalVersion)),
  );
};
