import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { messageRecipients, messages } from '../notify/schema.js';
import { joinWaitlist } from './service.js';
import { waitlistWorld } from './test-world.js';

let subject: TestApp;
let world: Awaited<ReturnType<typeof waitlistWorld>>;

beforeAll(async () => {
  subject = await buildTestApp({ WAITLIST_SWEEP_SECONDS: '1' });
  world = await waitlistWorld(subject.app);
});
afterAll(() => subject.close());

describe('the running sweeper', () => {
  it('announces an offer made by a drop without anybody calling the waitlist API', async () => {
    const { section, holders } = await world.fullSection(1);
    const student = await world.student();
    const now = new Date();
    expect(await joinWaitlist(world.db, world.call(student.id, section.id, now))).toMatchObject({
      kind: 'done',
    });
    const [holder] = holders;
    if (!holder) throw new Error('world');
    await world.drop(holder.id, section.id, now);
    await expect
      .poll(
        async () =>
          world.db
            .select({ title: messages.title })
            .from(messageRecipients)
            .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
            .where(eq(messageRecipients.studentId, student.id)),
        { timeout: 10_000, interval: 250 },
      )
      .toHaveLength(1);
  });
});
