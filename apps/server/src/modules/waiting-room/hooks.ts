import { QUEUED_STATUS, type WaitingRoomPlace } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { answerFromHook } from '../../platform/http/hook-answer.js';
import { enforce } from '../../platform/http/rate-limit.js';
import type { AdmissionController } from './admission.js';
import type { CallOutcome } from './traffic.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { inLanguage } from '../../platform/i18n/words.js';

/** Serialised envelopes start with their Status (the contract's key order): cheap to classify. */
function outcomeOf(statusCode: number, payload: unknown): CallOutcome {
  if (statusCode >= 500) return 'server-error';
  if (statusCode >= 400 || typeof payload !== 'string') return 'refused';
  if (payload.startsWith('{"Status":"200"')) return 'done';
  if (payload.startsWith(`{"Status":"${QUEUED_STATUS}"`)) return 'queued';
  return 'refused';
}

export function queuedMessage(place: WaitingRoomPlace): Said {
  return say('waitingRoom.queued', { position: place.Position ?? 1 });
}

/**
 * On routes marked `config.registration` (platform/http/registration-call.ts), after authentication: the
 * per-student registration limit (a script hammering the calls gets HTTP 429 long before the per-user
 * limit), then admission — a student with a pass goes on (renewing it), anyone else is let in if the
 * server has room and nobody waits, or gets their place in the line (Status "503", nothing done).
 */
export function registerAdmissionHooks(
  app: FastifyInstance,
  controller: AdmissionController,
  callsPerMinute: number,
): void {
  const perStudent = app.createRateLimit({
    max: callsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      request.principal?.kind === 'student'
        ? `registration:student:${String(request.principal.studentId)}`
        : `registration:address:${request.ip}`,
  });

  app.addHook('onRequest', async (request, reply) => {
    const registration = request.routeOptions.config.registration;
    const principal = request.principal;
    if (!registration || principal?.kind !== 'student') return;
    await enforce(perStudent, request, reply, say('limit.registration'));
    if (registration.call === 'admission') return;
    const entry = await controller.enter(principal.studentId);
    if (entry.admitted) return;
    const place = controller.place(entry);
    void reply.header('retry-after', String(place.PollAfterSeconds));
    return answerFromHook(reply, {
      Status: QUEUED_STATUS,
      ReturnObject: place,
      Message: inLanguage(queuedMessage(place), requestLanguage(request)),
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const registration = request.routeOptions.config.registration;
    if (registration && registration.call !== 'admission') {
      controller.tally.count(outcomeOf(reply.statusCode, payload));
    }
    return payload;
  });
}
