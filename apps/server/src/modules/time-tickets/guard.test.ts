import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { universityDateTime } from '../../platform/clock.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { studentBlocks } from '../default-data/schema.js';
import { draw, HOUR, retireEveryone, studentWithCredits, ticketWorld } from './test-world.js';

/**
 * Registration calls as the advising module will mark them: each write leaves a row behind (a lifted
 * block, harmless), so a refused call can be shown to have changed nothing. Their answers are not
 * nullable, as the advising calls' are not: the guard's refusal must get through regardless.
 */
function probes(app: FastifyInstance) {
  const done = envelope(z.object({ Done: z.boolean() }));
  const write = async (studentId: number) => {
    await app.database.db.insert(studentBlocks).values({
      studentId,
      reason: 'probe write',
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    return ok({ Done: true });
  };
  app.post(
    '/api/Probe/AdvisingWrite',
    {
      config: { access: STUDENT, ...registrationWrite('advising') },
      schema: { body: z.object({ SectionId: z.number() }), response: { 200: done } },
    },
    async (request) => write(studentOf(request).studentId),
  );
  app.post(
    '/api/Probe/AddDropWrite',
    { config: { access: STUDENT, ...registrationWrite('add_drop') }, schema: { response: { 200: done } } },
    async (request) => write(studentOf(request).studentId),
  );
  app.get(
    '/api/Probe/AdvisingRead',
    { config: { access: STUDENT, ...registrationRead('advising') }, schema: { response: { 200: done } } },
    async () => ok({ Done: true }),
  );
}

let subject: TestApp;
let world: Awaited<ReturnType<typeof ticketWorld>>;

beforeAll(async () => {
  subject = await buildTestApp({}, probes);
  world = await ticketWorld(subject.app);
  await retireEveryone(world.db);
});
afterAll(() => subject.close());

async function writes(studentId: number) {
  const [row] = await world.db
    .select({ n: count() })
    .from(studentBlocks)
    .where(eq(studentBlocks.studentId, studentId));
  return row?.n ?? 0;
}

async function call(student: { id: number; email: string }, method: 'GET' | 'POST', url: string) {
  const response = await subject.app.inject({
    method,
    url,
    headers: await studentAuthorization(subject.app, student),
    ...(method === 'POST' ? { payload: { SectionId: 1 } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return z
    .object({ Status: z.string(), ReturnObject: z.unknown(), Message: z.string().optional() })
    .parse(response.json());
}

describe('the time-ticket guard on registration writes', () => {
  let senior: Awaited<ReturnType<typeof studentWithCredits>>;
  let junior: Awaited<ReturnType<typeof studentWithCredits>>;
  let juniorTicket: Date;

  beforeAll(async () => {
    senior = await studentWithCredits(world.db, world.past.id, 60);
    junior = await studentWithCredits(world.db, world.past.id, 10);
    await draw(subject.app, world.registrarHeaders, {
      WindowId: world.advising.id,
      Method: 'earned_credits',
      Spacing: { Kind: 'block_size', StudentsPerBlock: 1, MinutesBetweenBlocks: 3 * 60 },
    });
    juniorTicket = new Date(world.advising.opensAt.getTime() + 3 * HOUR);
  });

  it('refuses a write before the ticket with the time in the university’s zone, and changes nothing', async () => {
    const answer = await call(junior, 'POST', '/api/Probe/AdvisingWrite');
    expect(answer).toEqual({
      Status: '423',
      ReturnObject: null,
      Message: `Your advising registration time is ${universityDateTime(juniorTicket, 'Africa/Cairo')} (Cairo time). You can add and drop courses from then; nothing was changed.`,
    });
    expect(await writes(junior.id)).toBe(0);
  });

  it('lets the write through once the ticket time has come', async () => {
    expect(await call(senior, 'POST', '/api/Probe/AdvisingWrite')).toEqual({
      Status: '200',
      ReturnObject: { Done: true },
    });
    expect(await writes(senior.id)).toBe(1);
  });

  it('never guards reads, nor a window without tickets', async () => {
    expect((await call(junior, 'GET', '/api/Probe/AdvisingRead')).Status).toBe('200');
    expect((await call(junior, 'POST', '/api/Probe/AddDropWrite')).Status).toBe('200');
    expect(await writes(junior.id)).toBe(1);
  });

  it('holds a student without a ticket of their own to the last block', async () => {
    const latecomer = await buildStudent(world.db);
    const answer = await call(latecomer, 'POST', '/api/Probe/AdvisingWrite');
    expect(answer.Status).toBe('423');
    expect(answer.Message).toContain(universityDateTime(juniorTicket, 'Africa/Cairo'));
    expect(await writes(latecomer.id)).toBe(0);
  });
});
