import { liveMessage, type LiveMessage } from '@portal/contract';

/** The part of the browser's EventSource the connection uses (tests pass a double). */
export interface LiveSource {
  addEventListener(type: 'open' | 'error' | 'reconnect', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  /** Asks the server for a single-use stream URL (POST /api/Notify/StreamTicket). */
  streamUrl(): Promise<string>;
  openSource(url: string): LiveSource;
  onMessage(message: LiveMessage): void;
  /** The stream is open again after a gap: whatever arrived meanwhile must be read afresh. */
  onReconnected(): void;
  /** Milliseconds before the first retry; each failure doubles it, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Keeps the signed-in student's live stream open until stopped. A ticket opens the stream once, so the
 * connection never lets EventSource reconnect by itself: on any error it closes the source, waits (1 s,
 * 2 s, 4 s… up to a minute, with jitter so a restarted server is not hit by every tab at once) and asks
 * for a new ticket. A server going away (a restart) says `reconnect` first: then it comes back within the
 * first delay, through the balancer to another server, without counting a failure. The answer stops it
 * (logout, another identity).
 */
export function connectLive(options: LiveConnectionOptions): () => void {
  const firstDelay = options.firstDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  let delay = firstDelay;
  let stopped = false;
  let opened = false;
  let source: LiveSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reconnectAfter = (wait: number) => {
    source?.close();
    source = undefined;
    if (stopped) return;
    timer = setTimeout(() => void connect(), wait);
  };
  const retry = () => {
    const wait = delay / 2 + Math.random() * (delay / 2);
    delay = Math.min(delay * 2, maxDelay);
    reconnectAfter(wait);
  };

  async function connect(): Promise<void> {
    let url: string;
    try {
      url = await options.streamUrl();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const current = options.openSource(url);
    source = current;
    current.addEventListener('open', () => {
      delay = firstDelay;
      if (opened) options.onReconnected();
      opened = true;
    });
    current.addEventListener('message', (event) => {
      const message = messageOf(event.data);
      if (message) options.onMessage(message);
    });
    current.addEventListener('error', () => {
      if (source === current) retry();
    });
    current.addEventListener('reconnect', () => {
      // Every tab on the restarting server hears this at once: their returns are spread over the first delay.
      if (source === current) reconnectAfter(Math.random() * firstDelay);
    });
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = undefined;
  };
}

function messageOf(data: unknown): LiveMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = liveMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
