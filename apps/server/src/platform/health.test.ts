import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readiness } from '@portal/contract';
import { buildTestApp, type TestApp } from '../test/app.js';
import { expectedMigrationCount } from './db/migrate.js';

describe('health and readiness', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  it('GET /healthz says the process is up', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /readyz counts every checked-in migration as applied', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    const report = readiness.parse(response.json());
    expect(report.status).toBe('ready');
    expect(report.migrations.expected).toBeGreaterThan(0);
    expect(report.migrations.applied).toBe(expectedMigrationCount());
  });

  it('GET /readyz is 503 when a migration is missing', async () => {
    await subject.database.handle.query(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
    );
    const response = await subject.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(readiness.parse(response.json())).toMatchObject({
      status: 'not-ready',
      problem: 'migrations pending',
    });
  });

  it('echoes a caller-supplied request id and invents one otherwise', async () => {
    const given = await subject.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const invented = await subject.app.inject({ method: 'GET', url: '/healthz' });
    expect(invented.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
