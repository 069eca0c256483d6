import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, errorEnvelope } from '@portal/contract';
import { PUBLIC, requireDeclaredAccess } from './access.js';
import { ok } from './envelope.js';
import { registerErrorHandling } from './error-handler.js';
import { PortalHttpError } from './http-error.js';
import { say } from '../i18n/said.js';

// A bare Fastify with only the platform's error plumbing, so each failure kind can be provoked on purpose.
async function buildProbe(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  requireDeclaredAccess(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/Probe/Save',
    {
      config: { access: PUBLIC },
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1) }),
        body: z.object({ Phone: z.string().regex(/^\+?\d{8,15}$/), Address: z.object({ City: z.string() }) }),
        response: { 200: envelope(z.object({ saved: z.boolean() })) },
      },
    },
    () => ok({ saved: true }),
  );
  routes.get('/api/Probe/Fail', { config: { access: PUBLIC } }, () => {
    throw new Error('relation "students" does not exist at character 15');
  });
  routes.get('/api/Probe/Unauthorised', { config: { access: PUBLIC } }, () => {
    throw new PortalHttpError(401, say('auth.sessionInvalid'));
  });
  await app.ready();
  return app;
}

describe('error handling', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildProbe();
  });
  afterAll(() => app.close());

  it('answers a valid call with the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Probe/Save?page=1',
      payload: { Phone: '+201001234567', Address: { City: 'Cairo' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: '200', ReturnObject: { saved: true } });
  });

  it('answers 422 naming the nested body field that does not match', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Probe/Save?page=1',
      payload: { Phone: '+201001234567', Address: { City: 7 } },
    });
    expect(response.statusCode).toBe(422);
    const body = errorEnvelope.parse(response.json());
    expect(body.Status).toBe('422');
    expect(body.Errors?.map((problem) => problem.Field)).toEqual(['body.Address.City']);
    expect(body.Message).toMatch(/^body\.Address\.City: /);
  });

  it('answers 422 naming a query field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Probe/Save?page=0',
      payload: { Phone: '+201001234567', Address: { City: 'Giza' } },
    });
    expect(response.statusCode).toBe(422);
    expect(errorEnvelope.parse(response.json()).Errors?.[0]?.Field).toBe('query.page');
  });

  it('answers malformed JSON with 422, never 400 (400 means "accept the announcement")', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Probe/Save?page=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"Phone": ',
    });
    expect(response.statusCode).toBe(422);
    expect(errorEnvelope.parse(response.json()).Status).toBe('422');
  });

  it('hides the text of an unexpected failure behind a 500 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Probe/Fail' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('relation');
    expect(response.body).not.toContain('at ');
    expect(errorEnvelope.parse(response.json()).Message).toMatch(/try again later/);
  });

  it('keeps the status of errors the portal raises', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Probe/Unauthorised' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ Status: '401', ReturnObject: null });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Nothing/Here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Status: '404', Message: 'No GET /api/Nothing/Here here.' });
  });

  it('writes its messages in Arabic for a request that asks for Arabic', async () => {
    const arabic = { 'accept-language': 'ar' };
    const unauthorised = await app.inject({ method: 'GET', url: '/api/Probe/Unauthorised', headers: arabic });
    expect(unauthorised.json()).toMatchObject({
      Status: '401',
      Message: 'جلستك غير صالحة. يُرجى تسجيل الدخول مرة أخرى.',
    });
    const failed = await app.inject({ method: 'GET', url: '/api/Probe/Fail', headers: arabic });
    expect(errorEnvelope.parse(failed.json()).Message).toBe(
      'تعذّر على الخادم إتمام الطلب. يُرجى المحاولة لاحقًا.',
    );
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/Probe/Save?page=1',
      headers: arabic,
      payload: { Phone: '+201001234567', Address: { City: 7 } },
    });
    const body = errorEnvelope.parse(mismatch.json());
    expect(body.Message).toMatch(/^الحقل body\.Address\.City غير صالح: /);
    expect(body.Errors?.map((problem) => problem.Field)).toEqual(['body.Address.City']);
  });

  it('refuses to register an API route that declares no access', async () => {
    const bare = Fastify({ logger: false });
    requireDeclaredAccess(bare);
    expect(() => bare.get('/api/Student/GetSecrets', () => 'x')).toThrow(/declares no access/);
    await bare.close();
  });
});
