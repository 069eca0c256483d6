import type { Envelope } from '@portal/contract';
import type { FastifyReply } from 'fastify';

/**
 * Answers from a hook, before the handler runs, with an envelope that is not the route's own answer (a
 * refusal whose ReturnObject is null, or the waiting room's place). The route's response schema would
 * reject it, so it is serialised as given; callers build it from the contract's types, so nothing the
 * contract does not name leaves the server.
 */
export function answerFromHook<T>(reply: FastifyReply, answer: Envelope<T>): FastifyReply {
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(answer);
}
