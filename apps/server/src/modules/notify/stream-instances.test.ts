import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, streamTicket } from '@portal/contract';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../platform/db/client.js';
import { runMigrations } from '../../platform/db/migrate.js';
import { createEmptyPostgresDatabase } from '../../test/database.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { MESSAGE_SENT } from './stream-events.js';
import { openTestStream } from './stream-test-client.js';
import { templateDump } from '../../test/pglite-template.js';

const redisUrl = process.env.TEST_REDIS_URL;
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Two instances behind one load balancer: the staff member's SendMessage lands on A, the student's tab is
 * connected to B. Needs a real Redis (TEST_REDIS_URL, as CI sets it); the database is PostgreSQL when
 * TEST_DATABASE_URL is set (each instance with its own pool), else one embedded database both share.
 */
describe.skipIf(!redisUrl)('live updates across two instances through Redis (needs TEST_REDIS_URL)', () => {
  const prefix = `portal-test:${randomBytes(6).toString('hex')}:`;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (serverUrl) {
      const database = await createEmptyPostgresDatabase(serverUrl);
      dropDatabase = () => database.drop();
      handles.push(await openPostgres(database.url, 3), await openPostgres(database.url, 3));
    } else {
      const shared = await openPglite('memory://', { loadDataDir: await templateDump() });
      handles.push(shared, shared);
    }
    const [first] = handles;
    if (!first) throw new Error('no database');
    await runMigrations(first);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${prefix}rate:`,
      EVENTS_CHANNEL_PREFIX: prefix,
    });
    for (const handle of handles) {
      const app = await buildApp({ config, database: handle, logger: false });
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of new Set(handles)) await handle.close();
    await dropDatabase?.();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('brings a message sent through instance A to a stream open on instance B', async () => {
    const [instanceA, instanceB] = apps;
    const [handle] = handles;
    if (!instanceA || !instanceB || !handle) throw new Error('instances not started');
    const student = await buildStudent(handle.db);
    const sender = await buildStaffMember(handle.db, { roles: ['communications'] });

    // The ticket comes from A and opens the stream on B: tickets are shared through Redis too.
    const ticket = envelope(streamTicket.nullable()).parse(
      (
        await instanceA.inject({
          method: 'POST',
          url: '/api/Notify/StreamTicket',
          headers: await studentAuthorization(instanceA, student),
        })
      ).json(),
    ).ReturnObject?.Ticket;
    const urlOfB = urls[1];
    if (!ticket || !urlOfB) throw new Error('no ticket or no address');
    const stream = await openTestStream(`${urlOfB}/api/Notify/Stream?ticket=${encodeURIComponent(ticket)}`);
    try {
      expect(stream.status).toBe(200);
      const redis = new Redis(redisUrl ?? '');
      await expect.poll(async () => (await redis.pubsub('NUMSUB', prefix + MESSAGE_SENT))[1]).toBe(2);
      await redis.quit();

      const sent = await instanceA.inject({
        method: 'POST',
        url: '/api/Notify/SendMessage',
        headers: await staffAuthorization(instanceA, sender),
        payload: {
          Title: 'Across instances',
          Body: 'Sent on A',
          Audience: { Kind: 'student', StudentCode: student.code },
        },
      });
      expect(sent.json()).toMatchObject({ Status: '200' });
      expect(JSON.parse((await stream.next('message')).data)).toMatchObject({
        Title: 'Across instances',
        Body: 'Sent on A',
      });
      expect(stream.events).toHaveLength(1);
    } finally {
      stream.close();
    }
  });
});
