import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { PUBLIC } from '../platform/http/access.js';
import { ok } from '../platform/http/envelope.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { closeGracefully } from './shutdown.js';

describe('closeGracefully', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    // closeGracefully already closed the handle; dropping the PostgreSQL test database is what is left.
    await database?.dispose().catch(() => undefined);
  });

  async function serveSlowRoute(delayMs: number) {
    // Resolved once the request is inside the route: closing before then would race its connect.
    let arrived: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: database.handle,
      logger: false,
    });
    app.get(
      '/api/Probe/Slow',
      { config: { access: PUBLIC }, schema: { response: { 200: z.unknown() } } },
      async () => {
        arrived();
        await sleep(delayMs);
        return ok('finished');
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    return { app, handle: database.handle, url: `http://127.0.0.1:${address.port}`, inside };
  }

  it('lets a request in flight finish before closing, then refuses new connections', async () => {
    const { app, handle, url, inside } = await serveSlowRoute(600);
    const inFlight = fetch(`${url}/api/Probe/Slow`).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }));
    await inside;
    const outcome = await closeGracefully(app, handle, 5000);
    const answered = await inFlight;
    expect(outcome).toBe('closed');
    expect(answered.status).toBe(200);
    expect(answered.body).toContain('finished');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('gives up after the timeout when a request hangs', async () => {
    const { app, handle, url, inside } = await serveSlowRoute(3000);
    const hanging = fetch(`${url}/api/Probe/Slow`).catch(() => undefined);
    await inside;
    expect(await closeGracefully(app, handle, 300)).toBe('timed-out');
    await hanging;
  });
});
