import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { redisReady } from '../../platform/redis-connection.js';

/** Long enough to open the stream right after asking; short enough that a leaked ticket is worthless. */
export const TICKET_SECONDS = 30;

/** Whom a ticket opens the stream for, and until when their portal token is good (the stream ends then). */
export interface TicketHolder {
  studentId: number;
  tokenExpiresAt: number;
}

/**
 * Stream tickets: random, single-use, short-lived. Only a hash is kept, so the store (memory, or Redis
 * shared by every instance so a ticket from one instance opens a stream on another) holds nothing usable.
 */
export interface StreamTickets {
  issue(holder: TicketHolder): Promise<string>;
  /** The holder, once: a second use, an expired or unknown ticket answer undefined. */
  take(ticket: string): Promise<TicketHolder | undefined>;
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');
const newTicket = () => randomBytes(32).toString('base64url');

const storedHolder = z.object({ studentId: z.number().int(), tokenExpiresAt: z.number() });

export function ticketsInMemory(now: () => number = Date.now): StreamTickets {
  const issued = new Map<string, TicketHolder & { validUntil: number }>();
  return {
    issue(holder) {
      // Expired tickets go when the next is issued: the map never outgrows a minute of asking.
      for (const [hash, entry] of issued) if (entry.validUntil <= now()) issued.delete(hash);
      const ticket = newTicket();
      issued.set(hashOf(ticket), { ...holder, validUntil: now() + TICKET_SECONDS * 1000 });
      return Promise.resolve(ticket);
    },
    take(ticket) {
      const hash = hashOf(ticket);
      const entry = issued.get(hash);
      issued.delete(hash);
      if (!entry || entry.validUntil <= now()) return Promise.resolve(undefined);
      return Promise.resolve({ studentId: entry.studentId, tokenExpiresAt: entry.tokenExpiresAt });
    },
  };
}

export function ticketsInRedis(redis: Redis, keyPrefix: string): StreamTickets {
  return {
    async issue(holder) {
      const ticket = newTicket();
      await redis.set(keyPrefix + hashOf(ticket), JSON.stringify(holder), 'EX', TICKET_SECONDS);
      return ticket;
    },
    async take(ticket) {
      // GETDEL: reading and deleting in one step is what makes a ticket single-use across instances.
      const stored = await redis.getdel(keyPrefix + hashOf(ticket));
      if (stored === null) return undefined;
      const holder = storedHolder.safeParse(JSON.parse(stored));
      return holder.success ? holder.data : undefined;
    },
  };
}

/**
 * Redis while it answers; while it does not, tickets are issued and taken in this instance's memory, so a
 * tab keeps its live updates (on the instance that issued its ticket; another answers "unknown ticket" and
 * the tab asks again). A ticket issued in Redis before the outage is unknown here until Redis is back.
 */
export function ticketsInRedisOrMemory(redis: Redis, keyPrefix: string): StreamTickets {
  const shared = ticketsInRedis(redis, keyPrefix);
  const local = ticketsInMemory();
  return {
    issue: (holder) =>
      redisReady(redis) ? shared.issue(holder).catch(() => local.issue(holder)) : local.issue(holder),
    async take(ticket) {
      const here = await local.take(ticket);
      if (here || !redisReady(redis)) return here;
      return shared.take(ticket).catch(() => undefined);
    },
  };
}
