// The process under test (forked by run.mjs): a bare Fastify route (the yardstick) and one upload route
// calling the compiled server's receiveUpload into a local store under a temporary directory, with the
// portal's multipart registration. It samples its own RSS every 50 ms and reports it when asked over IPC.
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const { STORAGE_CODE, DATA_DIR } = process.env;
const storage = (file) => import(pathToFileURL(join(STORAGE_CODE, file)).href);
const { LocalFileStore } = await storage('local-file-store.js');
const { receiveUpload } = await storage('receive-upload.js');

const MB = 1024 * 1024;
const store = new LocalFileStore(join(DATA_DIR, 'files'));
const rules = { maxFiles: 1, maxBytesPerFile: 10 * MB, kinds: ['pdf'] };
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.decorate('config', { DATA_DIR, UPLOAD_MAX_BYTES: 10 * MB });
await app.register(fastifyMultipart, {
  throwFileSizeLimit: true,
  limits: { fileSize: 10 * MB, files: 10, fields: 20, fieldSize: 10 * 1024, parts: 30 },
});
app.get('/bare', async () => ({ Status: '200', ReturnObject: { Term: '2026-FALL', Courses: [] } }));
app.post('/upload', async (request, reply) => {
  const outcome = await receiveUpload(request, store, rules);
  if (outcome.kind !== 'stored') return reply.code(422).send(outcome);
  return { bytes: outcome.files[0].bytes, sha256: outcome.files[0].sha256 };
});

const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message) => {
  if (message === 'reset-peak') {
    peakRss = process.memoryUsage().rss;
    process.send({ kind: 'peak-reset', rss: peakRss });
  } else if (message === 'report') {
    process.send({ kind: 'report', rssBefore, peakRss, rssNow: process.memoryUsage().rss });
  } else if (message === 'stop') {
    clearInterval(sampler);
    void app.close().then(() => process.exit(0));
  }
});
process.send({ kind: 'ready', port: app.server.address().port, rss: rssBefore });
