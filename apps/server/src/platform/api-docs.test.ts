import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/app.js';

const openApiDocument = z.object({
  openapi: z.string(),
  paths: z.record(
    z.string(),
    z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) })),
  ),
});

describe('GET /api/docs', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  it('documents every API route the server registered, with its response schema', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = openApiDocument.parse(response.json());
    expect(document.openapi).toBe('3.1.0');
    const faculties = document.paths['/api/Student/GetFaculties']?.get;
    expect(faculties?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { properties: { Status: { type: 'string' } } } } },
    });
    expect(document.paths['/api/Portal/GetAppConfiguration']?.get).toBeDefined();
    expect(document.paths['/readyz']?.get).toBeDefined();
  });

  it('serves a browsable UI', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
