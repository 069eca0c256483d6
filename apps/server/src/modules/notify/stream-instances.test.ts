import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, streamTicket } from '@portal/contract';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { MESSAGE_SENT } from './stream-events.js';
import { openTestStream } from './stream-test-client.js';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.js';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two instances behind one load balancer: the staff member's SendMessage lands on A, the student's tab is
 * connected to B. Needs a real Redis (TEST_REDIS_URL, as CI sets it); the database is PostgreSQL when
 * TEST_DATABASE_URL is set (each instance with its own pool), else one embedded database both share.
 */
describe.skipIf(!redisUrl)('live updates across two instances through Redis (needs TEST_REDIS_URL)', () => {
  let instances: TwoInstances | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances(redisUrl ?? '', { listen: true });
  });

  afterAll(async () => {
    await instances?.close();
  });

  it('brings a message sent through instance A to a stream open on instance B', async () => {
    if (!instances) throw new Error('instances not started');
    const [instanceA, urls] = [instances.instance(0), instances.urls];
    const handle = instanceA.database;
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
      await expect
        .poll(
          async () =>
            (await redis.pubsub('NUMSUB', instanceA.config.EVENTS_CHANNEL_PREFIX + MESSAGE_SENT))[1],
        )
        .toBe(2);
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
