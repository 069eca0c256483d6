import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { PUBLIC, STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { StreamHub } from './stream-hub.js';
import { messageSent, MESSAGE_SENT } from './stream-events.js';
import { registerStreamMetrics } from './stream-metrics.js';
import { openEventStream } from './stream-response.js';
import {
  TICKET_SECONDS,
  ticketsInMemory,
  ticketsInRedisOrMemory,
  type StreamTickets,
} from './stream-tickets.js';
import { openRedis, type RedisConnectionSettings } from '../../platform/redis-connection.js';
import { say } from '../../platform/i18n/said.js';
import { requestLanguage } from '../../platform/i18n/language.js';

/**
 * Live updates (issue 6 item 5): a student's open tabs hear of new messages at once, without push
 * permission. The app asks for a ticket with its bearer token, then opens the stream with the ticket in
 * the URL (EventSource sends no headers); the portal token itself never appears in a URL or a log.
 */
export const notifyStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config;
  const hub = new StreamHub({
    perStudent: config.LIVE_STREAMS_PER_STUDENT,
    perInstance: config.LIVE_STREAMS_PER_INSTANCE,
  });
  const tickets = openTickets(config, `${config.EVENTS_CHANNEL_PREFIX}ticket:`, (redis) => {
    redis.on('error', (error: Error) => {
      app.log.warn({ err: error }, 'live updates: ticket store unreachable');
    });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  });

  const stopListening = app.events.subscribe(MESSAGE_SENT, (payload) => {
    const event = messageSent.safeParse(payload);
    if (event.success) hub.deliver(event.data.recipientIds, event.data.message);
    else app.log.warn({ issues: event.error.issues }, 'live updates: malformed event ignored');
  });
  registerStreamMetrics(app, hub);
  // Open streams would hold the shutdown until the deadline: end them with a reconnect hint once this
  // instance takes no new connection, so the browsers come back through the balancer to another one.
  app.drain.whenUnlistened(() => {
    hub.endAll();
  });
  // Closed without a drain (tests, tools): the same, just before the listener stops.
  app.addHook('preClose', async () => {
    stopListening();
    hub.endAll();
  });

  registerCall(app, calls.notify.streamTicket, { access: STUDENT, credential: true }, async (request) => {
    const student = studentOf(request);
    const refused = hub.refusal(student.studentId);
    if (refused) return refusal('429', refused, requestLanguage(request));
    const ticket = await tickets.issue({
      studentId: student.studentId,
      tokenExpiresAt: student.expiresAt.getTime(),
    });
    return ok({ Ticket: ticket, ExpiresInSeconds: TICKET_SECONDS });
  });

  // Authenticated by the ticket, not a bearer header, which EventSource cannot send.
  registerCall(app, calls.notify.stream, { access: PUBLIC }, async (request, reply) => {
    const holder = await tickets.take(request.query.ticket);
    if (!holder || holder.tokenExpiresAt <= Date.now()) {
      throw new PortalHttpError(401, say('stream.ticketInvalid'));
    }
    const refused = hub.refusal(holder.studentId);
    if (refused) {
      void reply.header('retry-after', '60');
      throw new PortalHttpError(429, refused);
    }
    const stream = openEventStream(reply, {
      studentId: holder.studentId,
      heartbeatMs: config.LIVE_HEARTBEAT_SECONDS * 1000,
      endsAt: holder.tokenExpiresAt,
      onEnd: (ended) => {
        hub.remove(ended);
      },
    });
    hub.add(stream);
  });
};

function openTickets(
  config: RedisConnectionSettings & { REDIS_URL?: string | undefined },
  keyPrefix: string,
  onOpened: (redis: Redis) => void,
): StreamTickets {
  if (!config.REDIS_URL) return ticketsInMemory();
  const redis = openRedis(config.REDIS_URL, config);
  onOpened(redis);
  return ticketsInRedisOrMemory(redis, keyPrefix);
}
