import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfiguration, envelope } from '@portal/contract';
import { PUBLIC } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { deploymentFacts } from './service.js';

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Portal/GetAppConfiguration',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['Portal'],
        summary: 'Deployment facts the web app reads at start-up (hosts, university name, links)',
        response: { 200: envelope(appConfiguration) },
      },
    },
    () => ok(deploymentFacts(app.config, app.portalVersion)),
  );
};
