#!/usr/bin/env node
// Two web builds side by side: one portal per build (same server, same demo), Lighthouse runs on one page
// alternating between them, so a change in the machine's speed (Lighthouse's simulated timings scale with it,
// and this machine's varies by 2× within an hour) falls on both alike. Prints each run and the medians; writes
// nothing (docs/BENCHMARKS.md records run.mjs's figures).
//
//   cp -r apps/web/dist /tmp/web-before   (then change and rebuild)
//   npm run bench:web:compare -- /tmp/web-before apps/web/dist
//   BENCH_RUNS=7 BENCH_PAGE=login npm run bench:web:compare -- <dist A> <dist B>
import puppeteer from 'puppeteer-core';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureServerBuilt, freePort, root, startPortal } from '../lib/server.mjs';
import {
  activeStudentEmail,
  chromeFlags,
  chromePath,
  coldStartKeepingSession,
  lighthouseRun,
  median,
  quietMachine,
  raisePriority,
  signInAsStudent,
} from './lighthouse.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const pageName = process.env.BENCH_PAGE ?? 'home';
const FIGURES = ['score', 'fcp', 'lcp', 'tbt', 'si', 'cls', 'benchmarkIndex'];

function parseBuilds(args) {
  if (args.length !== 2) throw new Error('usage: compare.mjs <web dist A> <web dist B>');
  return args.map((arg, index) => {
    const dist = resolve(root, arg);
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no index.html (not a web build)`);
    return { label: String.fromCharCode(65 + index), dist, results: [] };
  });
}

const format = (key, value) => (key === 'cls' ? value.toFixed(3) : String(Math.round(value)));

async function main() {
  if (pageName !== 'home' && pageName !== 'login') throw new Error('BENCH_PAGE is home or login');
  const builds = parseBuilds(process.argv.slice(2));
  ensureServerBuilt();
  raisePriority();
  const keepSession = pageName === 'home';
  const path = keepSession ? '/#/home' : '/#/login';
  for (const build of builds) {
    build.dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-compare-'));
    build.server = await startPortal(await freePort(), {
      DATA_DIR: build.dataDir,
      WEB_DIST: build.dist,
      DEMO_STUDENTS: '100',
    });
  }
  const browser = await puppeteer.launch({ executablePath: chromePath, args: chromeFlags, headless: true });
  try {
    for (const build of builds) {
      const { origin } = build.server;
      const context = await browser.createBrowserContext();
      build.page = await context.newPage();
      if (keepSession) await signInAsStudent(build.page, origin, await activeStudentEmail(origin));
      build.run = async (run) => {
        if (keepSession) await coldStartKeepingSession(build.page, origin);
        return lighthouseRun(build.page, `${origin}${path}`, {
          keepSession,
          name: `${pageName}-${build.label}`,
          run,
        });
      };
      // Unmeasured: the server's first answers for the page's calls.
      await build.run(0);
    }
    await quietMachine();
    for (let run = 1; run <= runs; run += 1) {
      // A first, then B, then A first again: neither build always runs right after the other.
      const order = run % 2 === 1 ? builds : [...builds].reverse();
      for (const build of order) {
        const result = await build.run(run);
        if (result.failure) {
          console.log(`${build.label} run ${run}: not measured (${result.failure})`);
          continue;
        }
        build.results.push(result);
        console.log(
          `${build.label} run ${run}: ${FIGURES.map((key) => `${key} ${format(key, result[key])}`).join(', ')}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) {
      await build.server?.stop();
      rmSync(build.dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\n${pageName}, median of ${runs} alternating runs:`);
  const medians = builds.map((build) =>
    Object.fromEntries(FIGURES.map((key) => [key, median(build.results.map((result) => result[key]))])),
  );
  builds.forEach((build, index) => {
    console.log(
      `  ${build.label} ${build.dist}: ${FIGURES.map((key) => `${key} ${format(key, medians[index][key])}`).join(', ')}`,
    );
  });
  const [a, b] = medians;
  console.log(
    `  B − A: ${FIGURES.filter((key) => key !== 'benchmarkIndex')
      .map((key) => `${key} ${key === 'cls' ? (b[key] - a[key]).toFixed(3) : Math.round(b[key] - a[key])}`)
      .join(', ')}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
