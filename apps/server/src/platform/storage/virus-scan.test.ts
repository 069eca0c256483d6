import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EICAR, startClamdDouble, type ClamdDouble } from '../../test/clamd-double.js';
import { ClamdScanner, VirusScanError } from './virus-scan.js';

describe('ClamdScanner (INSTREAM)', () => {
  let clamd: ClamdDouble;
  let directory: string;
  const scannerOf = (timeoutMs = 2000) => new ClamdScanner({ host: clamd.host, port: clamd.port, timeoutMs });
  const file = async (name: string, content: Buffer | string) => {
    const path = join(directory, name);
    await writeFile(path, content);
    return path;
  };
  beforeAll(async () => {
    clamd = await startClamdDouble();
    directory = await mkdtemp(join(tmpdir(), 'portal-scan-'));
  });
  afterAll(async () => {
    await clamd.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('says clean for an ordinary file, having sent every byte in chunks', async () => {
    clamd.mode = 'answer';
    const content = Buffer.alloc(300_000, 7);
    expect(await scannerOf().scan(await file('clean.pdf', content))).toEqual({ kind: 'clean' });
    expect(clamd.lastBytes).toBe(300_000);
  });

  it('names the signature of a file carrying the EICAR test string, even across a chunk boundary', async () => {
    clamd.mode = 'answer';
    const padded = Buffer.concat([Buffer.alloc(65_536 - 20, 1), Buffer.from(EICAR, 'latin1')]);
    expect(await scannerOf().scan(await file('eicar.pdf', padded))).toEqual({
      kind: 'infected',
      signature: 'Eicar-Test-Signature',
    });
  });

  it('fails closed when the daemon does not answer in time', async () => {
    clamd.mode = 'silent';
    await expect(scannerOf(300).scan(await file('slow.pdf', 'x'))).rejects.toThrow(/no answer within 300 ms/);
  });

  it('fails closed when nothing listens', async () => {
    const down = new ClamdScanner({ host: '127.0.0.1', port: 1, timeoutMs: 2000 });
    await expect(down.scan(await file('down.pdf', 'x'))).rejects.toBeInstanceOf(VirusScanError);
  });
});
