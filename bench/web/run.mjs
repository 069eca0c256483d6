#!/usr/bin/env node
// Web benchmark: initial JavaScript of the built app and Lighthouse (mobile, simulated throttling) on pages
// served by the real server: the login page (first visit, nothing stored) and home signed in as each of three
// students — the first active one, the longest English name, the longest Arabic name in an Arabic session
// (signed in through the embedded provider's form first; the stored token is kept, the service worker, its
// caches and the HTTP cache are cleared before each run, so every run is a cold start). Reports each, the
// worst, and the element Lighthouse took as the LCP.
// Waits for a quiet machine and runs each page once unmeasured first (server warm-up). Prints the figures and
// records them in docs/BENCHMARKS.md.
//
//   npm run bench:web                 (3 Lighthouse runs per page, median reported)
//   BENCH_RUNS=5 npm run bench:web
//
// Builds only when apps/web/dist or apps/server/dist is missing. Needs Debian's Chromium at /usr/bin/chromium
// (or CHROME_PATH).
import puppeteer from 'puppeteer-core';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureServerBuilt, freePort, root, startPortal } from '../lib/server.mjs';
import {
  chromeFlags,
  chooseLanguage,
  chromePath,
  coldStartKeepingSession,
  lighthouseRun,
  median,
  quietMachine,
  raisePriority,
  signInAsStudent,
  studentsToMeasure,
} from './lighthouse.mjs';

const webDist = join(root, 'apps/web/dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);

function ensureBuilt() {
  ensureServerBuilt();
  if (existsSync(join(webDist, 'index.html'))) return;
  console.log('Web build output missing: running npm run build…');
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
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"([^>]*)>/g)) {
    // Each language's shell strings are listed; a reader fetches their own: counted for English, the default.
    const language = /data-language="([^"]+)"/.exec(match[2]);
    if (!language || language[1] === 'en') urls.add(match[1]);
  }
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
    text = text.slice(0, start) + section.trimEnd() + (next === -1 ? '\n' : `\n\n${text.slice(next + 1)}`);
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

  const niceness = raisePriority();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const server = await startPortal(port, {
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DEMO_STUDENTS: process.env.DEMO_STUDENTS ?? '100',
  });
  const origin = server.origin;
  const homes = (await studentsToMeasure(origin)).map((student) => ({
    name: `home, ${student.label}`,
    path: '/#/home',
    keepSession: true,
    student,
    results: [],
  }));
  const pages = [{ name: 'login page', path: '/#/login', keepSession: false, results: [] }, ...homes];
  // The signed-in pages first: their sign-in is the step most likely to fail, so a failure shows early.
  const order = [...homes, pages[0]];
  await quietMachine();
  const load = loadavg()[0].toFixed(2);
  const browser = await puppeteer.launch({ executablePath: chromePath, args: chromeFlags, headless: true });
  try {
    // One unmeasured load so the server's first-request costs (demo data pages, JIT) are not in run 1.
    await fetch(`${origin}/api/Student/GetFaculties`);
    for (const target of order) {
      // A browser context of its own per page: the login runs' storage resets never touch the signed-in one.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (target.student) {
        await signInAsStudent(page, origin, target.student.email);
        await chooseLanguage(page, target.student.language);
      }
      // One unmeasured run per page: the server's first answers for this page's calls (query plans, JIT)
      // are slower than any student's after it, and would be in run 1 only.
      if (target.keepSession) await coldStartKeepingSession(page, origin);
      await lighthouseRun(page, `${origin}${target.path}`, {
        keepSession: target.keepSession,
        name: 'warm-up',
        run: 0,
      });
      for (let run = 1; run <= runs; run += 1) {
        if (target.keepSession) await coldStartKeepingSession(page, origin);
        const measure = () =>
          lighthouseRun(page, `${origin}${target.path}`, {
            keepSession: target.keepSession,
            name: target.student ? `home-${target.student.language}-${homes.indexOf(target)}` : 'login',
            run,
          });
        let result = await measure();
        // A run Lighthouse could not measure has no figures (its score is 0): it is run again, twice at most.
        for (let retry = 1; result.failure && retry <= 2; retry += 1) {
          console.log(`${target.name}, run ${run}: not measured (${result.failure}), running it again`);
          if (target.keepSession) await coldStartKeepingSession(page, origin);
          result = await measure();
        }
        if (result.failure)
          throw new Error(`${target.name}: Lighthouse failed three times (${result.failure})`);
        // The machine's 1-minute load average as the run ends: with the CPU index, how busy the machine was.
        result.load = loadavg()[0];
        target.results.push(result);
        console.log(
          `${target.name}, run ${run}: score ${result.score}, FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, TBT ${ms(result.tbt)}, SI ${ms(result.si)}, CLS ${result.cls.toFixed(3)}, CPU benchmark index ${Math.round(result.benchmarkIndex)}, load ${result.load.toFixed(2)}, ended at ${result.finalUrl}, LCP element ${result.lcpElement}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const summaries = pages.map((target) => {
    const pick = (key) => median(target.results.map((result) => result[key]));
    const summary = {
      name: target.name,
      path: target.path,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      si: pick('si'),
      cls: pick('cls'),
      scores: target.results.map((result) => result.score).join(', '),
      benchmarkIndex: target.results.map((result) => Math.round(result.benchmarkIndex)).join(', '),
      load: target.results.map((result) => result.load.toFixed(1)).join(', '),
      lcpElements: [...new Set(target.results.map((result) => result.lcpElement))].join('; '),
    };
    console.log(
      `${target.name}, median of ${runs}: performance ${summary.score}, FCP ${ms(summary.fcp)}, LCP ${ms(summary.lcp)}, TBT ${ms(summary.tbt)}, Speed Index ${ms(summary.si)}, CLS ${summary.cls.toFixed(3)}`,
    );
    return summary;
  });
  const lighthouseVersion = pages[0]?.results[0]?.lighthouseVersion ?? '';

  const date = new Date().toISOString().slice(0, 10);
  const [login, ...homeSummaries] = summaries;
  const worst = homeSummaries.reduce((low, one) => (one.score < low.score ? one : low), homeSummaries[0]);
  console.log(`worst home: ${worst.name}, performance ${worst.score}, LCP ${ms(worst.lcp)}`);
  const row = (label, cell) => `| ${label} | ${summaries.map(cell).join(' | ')} |`;
  const section = [
    '## Web (Lighthouse mobile)',
    '',
    `Measured ${date} with \`npm run bench:web\` (bench/web/run.mjs): the built app served by the real server`,
    `(\`node apps/server/dist/main.js\`, embedded PGlite, pre-compressed assets), Lighthouse ${lighthouseVersion}`,
    'default mobile configuration (emulated phone, simulated slow 4G and 4× CPU slowdown), Debian Chromium',
    `headless, performance category only; median of ${runs} runs per page, after one unmeasured run per page and`,
    `once the machine's load average was under ${process.env.BENCH_QUIET_LOAD ?? 1}. Login page: a first visit (storage`,
    'reset). Home: signed in through the embedded provider first as each of three students (the first active',
    'one, the longest English name, the longest Arabic name in an Arabic session); before each run the service',
    'worker, its caches and the HTTP cache are cleared and the stored session kept, so it is a cold start signed in.',
    `Students: ${homes.map((one) => `${one.student.label} "${one.student.name}"`).join(', ')}.`,
    '',
    `| figure | ${summaries.map((one) => one.name).join(' | ')} |`,
    `|---|${summaries.map(() => '---').join('|')}|`,
    row('First Contentful Paint', (one) => ms(one.fcp)),
    row('Largest Contentful Paint', (one) => ms(one.lcp)),
    row('LCP element', (one) => one.lcpElements.replaceAll('|', '\\|')),
    row('Total Blocking Time', (one) => ms(one.tbt)),
    row('Speed Index', (one) => ms(one.si)),
    row('Cumulative Layout Shift', (one) => one.cls.toFixed(3)),
    row('**Performance score**', (one) => `**${one.score}**`),
    row('scores of the runs', (one) => one.scores),
    row('Lighthouse CPU benchmark index', (one) => one.benchmarkIndex),
    row('load average (1 min) after each run', (one) => one.load),
    '',
    `Worst home: **${worst.name}**, performance ${worst.score}, LCP ${ms(worst.lcp)}. Login: ${login.score}.`,
    '',
    `Initial JS (the module script and modulepreload links of index.html): ${kb(js.raw)} raw in ${js.files.length} files,`,
    `${kb(js.gzip)} gzip, ${kb(js.brotli)} brotli as served. Machine: ${cpus().length} CPUs, load average ${load} at the`,
    `start; the benchmark, the server and Chromium ran at niceness ${niceness} (\`BENCH_NICE\`, root only) because`,
    'other work shares the machine. Simulated timings scale with the measured CPU speed, so the figures drop',
    'when that work competes for the CPU anyway.',
    '',
  ].join('\n');
  console.log(`Written to ${writeBenchmarks(section)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
