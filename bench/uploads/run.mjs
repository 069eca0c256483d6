#!/usr/bin/env node
// Uploads (issue 24): does receiving documents stream, or does it hold them in memory? One process (server.mjs,
// forked) serves a bare Fastify route and an upload route built from the compiled server's storage code
// (apps/server/dist/platform/storage: receiveUpload into a local store under a temporary directory). This
// process measures, in one run and only on 127.0.0.1:
//   (a) the yardstick: autocannon on the bare route (50 connections, 5 s);
//   (b) N concurrent clients (200) each uploading one PDF-headed file (5 MB), streamed as it is generated:
//       total time, MB/s, p50/p99 time per upload, and the server's RSS before and at its peak (sampled
//       every 50 ms). If uploads stream, the peak stays far below N × size (1 GB for 200 × 5 MB).
//
//   npm run build && npm run bench:uploads               (200 clients × 5 MB)
//   node bench/uploads/run.mjs --clients 50 --mb 2
//   node bench/uploads/run.mjs --source                       (apps/server/src through tsx, no build)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { measure } from '../lib/load.mjs';
import { root } from '../lib/server.mjs';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    mb: { type: 'string', default: '5' },
    source: { type: 'boolean', default: false },
    'timeout-seconds': { type: 'string', default: '300' },
  },
});
const clients = Math.min(Number(values.clients), 1000);
const fileBytes = Math.round(Number(values.mb) * 1024 * 1024);
const MB = 1024 * 1024;
const storageCode = join(
  root,
  values.source ? 'apps/server/src/platform/storage' : 'apps/server/dist/platform/storage',
);
if (!values.source && !existsSync(join(storageCode, 'receive-upload.js'))) {
  console.error('apps/server/dist is missing the storage code: run npm run build first (or pass --source).');
  process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-uploads-'));
const server = fork(join(import.meta.dirname, 'server.mjs'), [], {
  env: { ...process.env, STORAGE_CODE: storageCode, DATA_DIR: dataDir },
  execArgv: values.source ? ['--conditions=source', '--import', 'tsx'] : [],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ask = async (message, kind) => {
  server.send(message);
  for (;;) {
    const [answer] = await once(server, 'message');
    if (answer.kind === kind) return answer;
  }
};
const [ready] = await once(server, 'message');
const origin = `http://127.0.0.1:${ready.port}`;

const bare = await measure({
  origin: `${origin}/bare`,
  connections: 50,
  seconds: 5,
  request: () => ({ method: 'GET' }),
});

/** One multipart body: a PDF header, then filler, generated in 64 kB chunks as the socket takes them. */
function uploadBody(boundary) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="scan.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(64 * 1024, 0x20);
  const fillerBytes = fileBytes - 9;
  const length = head.length + fillerBytes + tail.length;
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === 0) this.push(head);
      const left = fillerBytes - sent;
      if (left > 0) {
        const chunk = left >= filler.length ? filler : filler.subarray(0, left);
        sent += chunk.length;
        this.push(chunk);
      } else {
        this.push(tail);
        this.push(null);
      }
    },
  });
  return { stream, length };
}

const agent = new http.Agent({ keepAlive: false, maxSockets: clients });
function uploadOnce(index) {
  const boundary = `----bench-${index}-${Date.now()}`;
  const { stream, length } = uploadBody(boundary);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}/upload`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
        timeout: Number(values['timeout-seconds']) * 1000,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ok: response.statusCode === 200, ms: performance.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
    stream.pipe(request);
  });
}

const before = await ask('reset-peak', 'peak-reset');
const started = performance.now();
const results = await Promise.all(Array.from({ length: clients }, (_, index) => uploadOnce(index)));
const totalSeconds = (performance.now() - started) / 1000;
const memory = await ask('report', 'report');
server.send('stop');
await once(server, 'exit');
await rm(dataDir, { recursive: true, force: true });

const times = results
  .filter((result) => result.ok)
  .map((result) => result.ms)
  .sort((a, b) => a - b);
const percentile = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
const ok = times.length;
const rows = [
  ['bare route (autocannon, 50 conn., 5 s): requests/s', bare.requestsPerSecond.toFixed(0)],
  ['bare route latency p50 / p99 ms', `${bare.p50} / ${bare.p99}`],
  [`uploads: clients × size`, `${clients} × ${(fileBytes / MB).toFixed(1)} MB`],
  ['uploads stored / failed', `${ok} / ${clients - ok}`],
  ['total time s', totalSeconds.toFixed(2)],
  ['throughput MB/s (stored bytes / total time)', ((ok * fileBytes) / MB / totalSeconds).toFixed(1)],
  ['per upload p50 / p99 ms', `${percentile(50).toFixed(0)} / ${percentile(99).toFixed(0)}`],
  [
    'server RSS at start / before uploads MB',
    `${(memory.rssBefore / MB).toFixed(0)} / ${(before.rss / MB).toFixed(0)}`,
  ],
  ['server peak RSS during uploads MB (sampled every 50 ms)', (memory.peakRss / MB).toFixed(0)],
  ['all files held in memory would be MB', ((clients * fileBytes) / MB).toFixed(0)],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nUploads (issue 24), ${values.source ? 'source' : 'build'} of apps/server\n`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
process.exitCode = ok === clients ? 0 : 1;
