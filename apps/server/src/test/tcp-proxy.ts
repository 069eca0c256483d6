import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in the test process between the app and a shared server (PostgreSQL, Redis), standing in
 * for the network or the server going away: `cut` drops every connection and refuses new ones, `restore`
 * takes connections again. The shared servers themselves are never stopped (other tests run on them).
 */
export interface TcpProxy {
  /** `target` (a postgres:// or redis:// URL) with its host and port replaced by the proxy's. */
  url(target: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  /**
   * Cuts (as `cut`) the moment the app sends bytes containing `marker`, before they reach the server, and
   * resolves then: a transaction cut between its statements and its commit.
   */
  cutWhenSent(marker: string): Promise<void>;
  /** Connections made through the proxy so far. */
  connections(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let made = 0;
  let trap: { marker: Buffer; sprung: () => void } | undefined;
  let port = 0;
  let server: Server | undefined;

  const dropAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };

  const accept = (client: Socket) => {
    made += 1;
    const upstream = connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk: Buffer) => {
      if (trap && chunk.includes(trap.marker)) {
        const { sprung } = trap;
        trap = undefined;
        void stopListening().then(sprung);
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(accept);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = next;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      dropAll();
      if (!current) {
        resolve();
        return;
      }
      current.close(() => {
        resolve();
      });
    });

  await listen();
  return {
    url(target) {
      const rewritten = new URL(target);
      rewritten.hostname = '127.0.0.1';
      rewritten.port = String(port);
      return rewritten.toString();
    },
    cut: stopListening,
    restore: async () => {
      if (!server) await listen();
    },
    cutWhenSent(marker) {
      return new Promise((resolve) => {
        trap = { marker: Buffer.from(marker), sprung: resolve };
      });
    },
    connections: () => made,
    close: stopListening,
  };
}
