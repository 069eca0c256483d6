import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

/** The EICAR test string every anti-virus reports as infected (harmless by design). */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export interface ClamdDouble {
  host: string;
  port: number;
  /** Streams scanned so far, and the bytes of the last one. */
  scans: number;
  lastBytes: number;
  /** 'silent': reads the stream but never answers (a hung daemon). */
  mode: 'answer' | 'silent';
  close(): Promise<void>;
}

const COMMAND = Buffer.from('zINSTREAM\0', 'latin1');

/**
 * A clamd speaking INSTREAM as the real one does: `zINSTREAM\0`, then chunks each prefixed by a 4-byte
 * big-endian length, a zero length to end; answers `stream: OK\0`, or `stream: Eicar-Test-Signature FOUND\0`
 * when the EICAR string is in the stream, or `... ERROR\0` for a command it does not know. On 127.0.0.1.
 */
export async function startClamdDouble(): Promise<ClamdDouble> {
  const sockets = new Set<Socket>();
  const double: ClamdDouble = {
    host: '127.0.0.1',
    port: 0,
    scans: 0,
    lastBytes: 0,
    mode: 'answer',
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    serve(socket, double);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  double.port = typeof address === 'object' && address !== null ? address.port : 0;
  return double;
}

function serve(socket: Socket, double: ClamdDouble): void {
  let pending = Buffer.alloc(0);
  let commandRead = false;
  let stream: Buffer[] = [];
  let bytes = 0;
  socket.on('data', (data: Buffer) => {
    pending = Buffer.concat([pending, data]);
    if (!commandRead) {
      if (pending.length < COMMAND.length) return;
      if (!pending.subarray(0, COMMAND.length).equals(COMMAND)) {
        socket.end('UNKNOWN COMMAND\0');
        return;
      }
      commandRead = true;
      pending = pending.subarray(COMMAND.length);
    }
    while (pending.length >= 4) {
      const length = pending.readUInt32BE(0);
      if (length === 0) {
        double.scans += 1;
        double.lastBytes = bytes;
        if (double.mode === 'silent') return;
        const found = Buffer.concat(stream).includes(EICAR);
        socket.end(found ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
        return;
      }
      if (pending.length < 4 + length) return;
      stream.push(pending.subarray(4, 4 + length));
      bytes += length;
      pending = pending.subarray(4 + length);
      // Only the tail can still complete an EICAR string split across chunks: keep memory flat.
      if (stream.length > 2) stream = stream.slice(-2);
    }
  });
}
