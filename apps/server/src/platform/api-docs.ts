import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { uploadRequestBody } from './http/call-route.js';

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with, so it cannot
 * drift from what the server accepts. JSON at /api/docs/json, browsable UI at /api/docs.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Student portal API',
        description:
          'Calls of the student portal. Every JSON response is the envelope { Status, ReturnObject, Message? }.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      // An upload's multipart body has no zod schema (nothing validates it as a whole): documented here.
      const call = document.route.config?.call;
      if (call?.upload !== true) return transformed;
      return { ...transformed, schema: { ...transformed.schema, body: uploadRequestBody(call) } };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
