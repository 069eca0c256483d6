import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { connect, type Socket } from 'node:net';

export type ScanVerdict = { kind: 'clean' } | { kind: 'infected'; signature: string };

/** Checks a received file before it is kept. A scanner that cannot answer throws VirusScanError. */
export interface VirusScanner {
  scan(path: string): Promise<ScanVerdict>;
}

/** The scanner could not give a verdict (down, timed out, refused the stream): the file is refused. */
export class VirusScanError extends Error {}

export interface ClamdSettings {
  host: string;
  port: number;
  timeoutMs: number;
}

/** clamd's chunks may be up to its StreamMaxLength in total; 64 kB each keeps memory flat. */
const CHUNK = 64 * 1024;

/**
 * A ClamAV daemon spoken to with INSTREAM over TCP: `zINSTREAM\0`, the file as chunks each prefixed by
 * its length (4 bytes, big-endian), a zero length to end, then one answer ending in `\0`:
 * `stream: OK` or `stream: <signature> FOUND` (anything else is an error).
 */
export class ClamdScanner implements VirusScanner {
  constructor(private readonly settings: ClamdSettings) {}

  async scan(path: string): Promise<ScanVerdict> {
    const socket = connect({ host: this.settings.host, port: this.settings.port });
    const timer = setTimeout(
      () => socket.destroy(new VirusScanError(`no answer within ${String(this.settings.timeoutMs)} ms`)),
      this.settings.timeoutMs,
    );
    try {
      const answer = readAnswer(socket);
      // Awaited below once the file is sent; a failure before then is reported by the send instead.
      answer.catch(() => undefined);
      await once(socket, 'connect');
      await send(socket, path);
      return verdictOf(await answer);
    } catch (error) {
      if (error instanceof VirusScanError) throw error;
      throw new VirusScanError(
        `virus scanner unavailable: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      clearTimeout(timer);
      socket.destroy();
    }
  }
}

async function send(socket: Socket, path: string): Promise<void> {
  await write(socket, Buffer.from('zINSTREAM\0', 'latin1'));
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK })) {
    if (!Buffer.isBuffer(chunk)) continue;
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    await write(socket, Buffer.concat([length, chunk]));
  }
  await write(socket, Buffer.alloc(4));
}

async function write(socket: Socket, bytes: Buffer): Promise<void> {
  if (!socket.write(bytes)) await once(socket, 'drain');
}

/** Everything clamd says up to its `\0`; an early close or error rejects. */
function readAnswer(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\0');
      if (end >= 0) resolve(text.slice(0, end));
    });
    socket.on('error', reject);
    socket.on('close', () => {
      reject(new VirusScanError('the scanner closed the connection without an answer'));
    });
  });
}

function verdictOf(answer: string): ScanVerdict {
  const text = answer.trim();
  if (text === 'stream: OK') return { kind: 'clean' };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1]) return { kind: 'infected', signature: found[1] };
  throw new VirusScanError(`the scanner answered ${JSON.stringify(text.slice(0, 120))}`);
}
