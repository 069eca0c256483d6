import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@portal/contract';
import { connectLive, type LiveSource } from './connection';

class FakeSource implements LiveSource {
  closed = false;
  private readonly listeners = new Map<string, ((event: { data: unknown }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  close(): void {
    this.closed = true;
  }
}

const message: LiveMessage = {
  MessageId: 7,
  Title: 'Grades published',
  Body: 'Your grades are out.',
  Link: null,
};

describe('the live stream connection', () => {
  let sources: FakeSource[];
  let tickets: number;
  let received: LiveMessage[];
  let reconnected: number;
  let failTickets: boolean;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    sources = [];
    tickets = 0;
    received = [];
    reconnected = 0;
    failTickets = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const connect = () =>
    connectLive({
      streamUrl: () => {
        tickets += 1;
        return failTickets
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(`/stream?ticket=${String(tickets)}`);
      },
      openSource: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      onMessage: (arrived) => received.push(arrived),
      onReconnected: () => {
        reconnected += 1;
      },
      firstDelayMs: 1_000,
      maxDelayMs: 4_000,
    });

  it('hands on each well-formed message and ignores anything else', async () => {
    const stop = connect();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]?.emit('open');
    sources[0]?.emit('message', JSON.stringify(message));
    sources[0]?.emit('message', 'not json');
    sources[0]?.emit('message', JSON.stringify({ Title: 'no id' }));
    expect(received).toEqual([message]);
    stop();
    expect(sources[0]?.closed).toBe(true);
  });

  it('reconnects with a new ticket after an error, waiting longer each time, and refreshes after a gap', async () => {
    const stop = connect();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]?.emit('open');
    sources[0]?.emit('error');
    expect(sources[0]?.closed).toBe(true);
    failTickets = true;
    await vi.advanceTimersByTimeAsync(999);
    expect(tickets).toBe(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s: the ticket request fails
    expect(tickets).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(tickets).toBe(2);
    failTickets = false;
    await vi.advanceTimersByTimeAsync(1); // 2 s later: a new ticket opens a new source
    expect(tickets).toBe(3);
    expect(sources.map((source) => source.url)).toEqual(['/stream?ticket=1', '/stream?ticket=3']);
    sources[1]?.emit('open');
    expect(reconnected).toBe(1);
    stop();
  });

  it('comes back within the first delay when the server says it is restarting, counting no failure', async () => {
    const stop = connect();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]?.emit('open');
    sources[0]?.emit('reconnect', '{}');
    sources[0]?.emit('error'); // the stream's end, after the hint: not a second reconnect
    expect(sources[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(tickets).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tickets).toBe(2);
    sources[1]?.emit('open');
    expect(reconnected).toBe(1);
    // A real failure afterwards still starts from the first delay.
    sources[1]?.emit('error');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tickets).toBe(3);
    stop();
  });

  it('stops for good: no reconnect after logout', async () => {
    const stop = connect();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]?.emit('error');
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(tickets).toBe(1);
    expect(sources).toHaveLength(1);
  });
});
