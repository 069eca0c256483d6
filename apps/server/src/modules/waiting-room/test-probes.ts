import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, QUEUED_STATUS, waitingRoomPlace } from '@portal/contract';
import { STUDENT } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import type { LoadReading, LoadSampler } from '../../platform/load/load-signals.js';

/** Load signals a test turns up and down. */
export function steerableLoad(): LoadSampler & { set(reading: Partial<LoadReading>): void } {
  let reading: LoadReading = { eventLoopDelayMs: 0, connectionWaitMs: 0 };
  return {
    sample: () => reading,
    close: () => undefined,
    set(next) {
      reading = { ...reading, ...next };
    },
  };
}

/** Registration calls as the advising routes will be marked, plus an unmarked read-only page's call. */
export function registrationProbes(app: FastifyInstance): void {
  const done = { response: { 200: envelope(z.object({ Done: z.boolean() })) } };
  const answer = async () => ok({ Done: true });
  app.get(
    '/api/Probe/Sections',
    { config: { access: STUDENT, ...registrationRead('advising') }, schema: done },
    answer,
  );
  app.post(
    '/api/Probe/AddCourse',
    { config: { access: STUDENT, ...registrationWrite('advising') }, schema: done },
    answer,
  );
  app.get('/api/Probe/Schedule', { config: { access: STUDENT }, schema: done }, answer);
}

/** Any answer of a probe: done, or the waiting room's place, or another refusal. */
export const probeAnswer = z.union([
  z.object({ Status: z.literal('200'), ReturnObject: z.object({ Done: z.boolean() }) }),
  z.object({ Status: z.literal(QUEUED_STATUS), ReturnObject: waitingRoomPlace, Message: z.string() }),
  z.object({ Status: z.string(), ReturnObject: z.null(), Message: z.string() }),
]);
