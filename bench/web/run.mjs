#!/usr/bin/env node
// Web benchmark: initial JavaScript of the built app and Lighthouse (mobile, simulated throttling) on the
// home page served by the real server. Prints the figures and records them in docs/BENCHMARKS.md.
//
//   npm run bench:web                 (3 Lighthouse runs, median reported)
//   BENCH_RUNS=5 npm run bench:web
//
// Builds only when apps/web/dist or apps/server/dist is missing. Needs Debian's Chromium at /usr/bin/chromium
// (or CHROME_PATH).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = join(root, 'apps/web/dist');
const serverMain = join(root, 'apps/server/dist/main.js');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function ensureBuilt() {
  if (existsSync(join(webDist, 'index.html')) && existsSync(serverMain)) return;
  console.log('Build output missing: running npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * The JavaScript index.html makes the browser load before any lazy chunk: its module scripts and
 * modulepreload links. Compressed sizes are what the server sends: the .br/.gz file beside it when the
 * build wrote one (files over 1 KB), otherwise the file itself.
 */
function initialJs() {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]);
  const files = [...urls].map((url) => {
    const path = join(webDist, url.replace(/^\//, ''));
    const raw = statSync(path).size;
    const sent = (suffix) => (existsSync(path + suffix) ? statSync(path + suffix).size : raw);
    return { url, raw, gzip: sent('.gz'), brotli: sent('.br') };
  });
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  // For reference: what a build without pre-compression would have cost at the same settings.
  const bytes = Buffer.concat(files.map((file) => readFileSync(join(webDist, file.url.replace(/^\//, '')))));
  return {
    files,
    raw: sum('raw'),
    gzip: sum('gzip'),
    brotli: sum('brotli'),
    gzipCheck: gzipSync(bytes, { level: 9 }).length,
    brotliCheck: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DEMO_STUDENTS: process.env.DEMO_STUDENTS ?? '100',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`server not ready after 180 s:\n${output}`);
}

function lighthouse(url, outputPath) {
  const bin = join(root, 'node_modules/.bin/lighthouse');
  const result = spawnSync(
    bin,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed (exit ${result.status})`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    lighthouseVersion: report.lighthouseVersion,
    // Lighthouse's own CPU speed probe: simulated timings scale with it, so a busy machine scores lower.
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    userAgent: report.environment?.hostUserAgent ?? '',
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

function writeBenchmarks(section) {
  const path = join(root, 'docs/BENCHMARKS.md');
  const heading = '## Web (Lighthouse mobile)';
  let text = existsSync(path)
    ? readFileSync(path, 'utf8')
    : '# Benchmarks\n\nFigures measured on this machine; each section names the command that produced it.\n';
  const start = text.indexOf(heading);
  if (start === -1) {
    text = `${text.trimEnd()}\n\n${section}`;
  } else {
    const next = text.indexOf('\n## ', start + heading.length);
    text = text.slice(0, start) + section + (next === -1 ? '' : text.slice(next + 1));
  }
  writeFileSync(path, text.endsWith('\n') ? text : `${text}\n`);
  return path;
}

async function main() {
  ensureBuilt();
  const js = initialJs();
  console.log('Initial JS (index.html before any lazy chunk):');
  for (const file of js.files)
    console.log(`  ${file.url}  ${kb(file.raw)} raw, ${kb(file.gzip)} gzip, ${kb(file.brotli)} brotli`);
  console.log(`  total ${kb(js.raw)} raw, ${kb(js.gzip)} gzip, ${kb(js.brotli)} brotli`);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const reportDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const server = await startServer(port, dataDir);
  const url = `http://127.0.0.1:${port}/#/home`;
  const results = [];
  const load = loadavg()[0].toFixed(2);
  try {
    // One unmeasured load so the server's first-request costs (demo data pages, JIT) are not in run 1.
    await fetch(`http://127.0.0.1:${port}/api/Student/GetFaculties`);
    for (let run = 1; run <= runs; run += 1) {
      const result = lighthouse(url, join(reportDir, `run-${run}.json`));
      results.push(result);
      console.log(
        `Run ${run}: score ${result.score}, FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, TBT ${ms(result.tbt)}, SI ${ms(result.si)}, CLS ${result.cls.toFixed(3)}, CPU benchmark index ${Math.round(result.benchmarkIndex)}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }

  const pick = (key) => median(results.map((result) => result[key]));
  const summary = {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    si: pick('si'),
    cls: pick('cls'),
  };
  console.log(
    `Median of ${runs}: performance ${summary.score}, FCP ${ms(summary.fcp)}, LCP ${ms(summary.lcp)}, TBT ${ms(summary.tbt)}, Speed Index ${ms(summary.si)}, CLS ${summary.cls.toFixed(3)}`,
  );

  const date = new Date().toISOString().slice(0, 10);
  const section = [
    '## Web (Lighthouse mobile)',
    '',
    `Measured ${date} with \`npm run bench:web\` (bench/web/run.mjs): the built app served by the real server`,
    `(\`node apps/server/dist/main.js\`, embedded PGlite, pre-compressed assets), page \`/#/home\`, Lighthouse`,
    `${results[0]?.lighthouseVersion ?? ''} default mobile configuration (emulated phone, simulated slow 4G and 4× CPU`,
    `slowdown), Debian Chromium headless, performance category only; median of ${runs} runs.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| initial JS, raw | ${kb(js.raw)} (${js.files.length} files) |`,
    `| initial JS, gzip (as served) | ${kb(js.gzip)} |`,
    `| initial JS, brotli (as served) | ${kb(js.brotli)} |`,
    `| First Contentful Paint | ${ms(summary.fcp)} |`,
    `| Largest Contentful Paint | ${ms(summary.lcp)} |`,
    `| Total Blocking Time | ${ms(summary.tbt)} |`,
    `| Speed Index | ${ms(summary.si)} |`,
    `| Cumulative Layout Shift | ${summary.cls.toFixed(3)} |`,
    `| **Performance score** | **${summary.score}** |`,
    '',
    `Scores of the runs: ${results.map((result) => result.score).join(', ')}. Lighthouse CPU benchmark index:`,
    `${results.map((result) => Math.round(result.benchmarkIndex)).join(', ')}; machine: ${cpus().length} CPUs, load average`,
    `${load} at the start. Simulated timings scale with the measured CPU speed, so the figures drop when other`,
    'work shares the machine. Initial JS = the module script and modulepreload links of index.html.',
    '',
  ].join('\n');
  console.log(`Written to ${writeBenchmarks(section)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
