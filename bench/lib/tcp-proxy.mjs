// A TCP proxy the benchmark controls, between the portal and a shared server: `cut` drops every connection
// and refuses new ones (the server restarted or the network gone), `restore` takes connections again. The
// shared PostgreSQL itself is never stopped: other work runs on it.
import { connect, createServer } from 'node:net';

export async function startTcpProxy(targetHost, targetPort) {
  const open = new Set();
  let server;
  let port = 0;

  const accept = (client) => {
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
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise((resolve, reject) => {
      const next = createServer(accept);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = next.address().port;
        server = next;
        resolve();
      });
    });

  const cut = () =>
    new Promise((resolve) => {
      const current = server;
      server = undefined;
      for (const socket of open) socket.destroy();
      open.clear();
      if (current) current.close(() => resolve());
      else resolve();
    });

  await listen();
  return {
    /** `target` (a postgres:// URL) pointed at the proxy. */
    url(target) {
      const rewritten = new URL(target);
      rewritten.hostname = '127.0.0.1';
      rewritten.port = String(port);
      return rewritten.toString();
    },
    cut,
    restore: async () => {
      if (!server) await listen();
    },
    close: cut,
  };
}
