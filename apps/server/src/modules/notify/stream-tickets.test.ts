import { describe, expect, it } from 'vitest';
import { TICKET_SECONDS, ticketsInMemory } from './stream-tickets.js';

describe('stream tickets (in memory)', () => {
  const holder = { studentId: 42, tokenExpiresAt: 1_000_000 };

  it('opens once: the second use of a ticket finds nothing', async () => {
    const tickets = ticketsInMemory();
    const ticket = await tickets.issue(holder);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tickets.take(ticket)).toEqual(holder);
    expect(await tickets.take(ticket)).toBeUndefined();
  });

  it('expires after its lifetime, and an unknown ticket finds nothing', async () => {
    let now = 0;
    const tickets = ticketsInMemory(() => now);
    const ticket = await tickets.issue(holder);
    now = TICKET_SECONDS * 1000;
    expect(await tickets.take(ticket)).toBeUndefined();
    expect(await tickets.take('not-a-ticket')).toBeUndefined();
  });
});
