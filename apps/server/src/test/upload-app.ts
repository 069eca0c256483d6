import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import type { FileStore } from '../platform/storage/file-store.js';
import { LocalFileStore } from '../platform/storage/local-file-store.js';
import { receiveUpload, type UploadOutcome, type UploadRules } from '../platform/storage/receive-upload.js';
import type { VirusScanner } from '../platform/storage/virus-scan.js';

export interface UploadApp {
  app: FastifyInstance;
  dataDir: string;
  store: LocalFileStore;
  /** Every outcome the route produced, in order (the cut-off case has no answer to read it from). */
  outcomes: UploadOutcome[];
  /** Files kept in the store and left in uploads-in-progress: both must be empty after a refusal. */
  storedFiles(): Promise<string[]>;
  filesInProgress(): Promise<string[]>;
  close(): Promise<void>;
}

async function filesUnder(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/**
 * A bare Fastify app with the portal's multipart registration and one route, POST /upload, answering
 * receiveUpload's outcome as JSON; the store is a temporary directory unless `files` wraps it.
 */
export async function buildUploadApp(
  rules: UploadRules,
  options: {
    scanner?: VirusScanner;
    environment?: Record<string, string>;
    files?: (store: LocalFileStore) => FileStore;
  } = {},
): Promise<UploadApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-upload-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.environment });
  const store = new LocalFileStore(join(dataDir, 'files'));
  const files = options.files ? options.files(store) : store;
  const outcomes: UploadOutcome[] = [];
  const app = Fastify({ logger: false });
  app.decorate('config', config);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 10, fields: 20, fieldSize: 10 * 1024, parts: 30 },
  });
  app.post('/upload', async (request) => {
    const outcome = await receiveUpload(request, files, rules, options.scanner);
    outcomes.push(outcome);
    return outcome;
  });
  await app.ready();
  return {
    app,
    dataDir,
    store,
    outcomes,
    storedFiles: () => filesUnder(join(dataDir, 'files')),
    filesInProgress: () => filesUnder(join(dataDir, 'uploads-in-progress')),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
