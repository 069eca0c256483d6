// The pieces of a Lighthouse run on the portal shared by run.mjs (the recorded figures) and compare.mjs (two
// builds side by side): Chromium's flags, signing a demo student in, a cold start that keeps the session, one
// Lighthouse run, waiting for a quiet machine.
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { getPriority, loadavg, setPriority } from 'node:os';
import { join } from 'node:path';

/** BENCH_REPORT_DIR=<dir> also writes each run's full Lighthouse report there (<page>-<run>.json). */
const reportDir = process.env.BENCH_REPORT_DIR;
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The machine is shared (other builds and tests run beside the benchmark) and Lighthouse scales its simulated
 * timings by the CPU speed it measures, so the benchmark, the server and Chromium (children inherit it) run
 * at a higher scheduling priority when the user may raise it (root). Returns the niceness in effect.
 */
export function raisePriority() {
  try {
    setPriority(0, Number(process.env.BENCH_NICE ?? -10));
  } catch {
    // Not permitted (an ordinary user): run at the normal priority; the load average printed tells the story.
  }
  return getPriority(0);
}

/** The demo's password for every account (DEMO_PASSWORD's default) and a staff account to look students up. */
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Portal@2026';
const REGISTRAR = 'registrar@ndu.edu.eg';

/** The registrar's search over every demo student, page by page (active ones only). */
async function activeStudents(origin) {
  const login = await (
    await fetch(`${origin}/api/account/AdminLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: REGISTRAR, Pass: DEMO_PASSWORD }),
    })
  ).json();
  const token = login.ReturnObject?.access_token;
  if (!token) throw new Error(`staff sign-in failed: ${login.Message}`);
  const students = [];
  for (let page = 1; ; page += 1) {
    const found = await (
      await fetch(`${origin}/api/Student/GetStudents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ Query: 'ndu.edu.eg', Page: page, PageSize: 50 }),
      })
    ).json();
    const items = found.ReturnObject?.Items ?? [];
    students.push(...items.filter((item) => item.Status === 'active'));
    if (items.length === 0 || page * 50 >= (found.ReturnObject?.Total ?? 0)) break;
  }
  if (students.length === 0) throw new Error('no active demo student');
  return students;
}

/** An active demo student's email, found through the registrar's search. */
export async function activeStudentEmail(origin) {
  const [first] = await activeStudents(origin);
  return first.Email;
}

/**
 * The students home is measured for (issue 32): the first active one, the one whose English name is
 * longest (three- and four-part names are the norm: the welcome line wraps), and the one whose Arabic name
 * is longest in an Arabic session. Each comes with the language the session is set to.
 */
export async function studentsToMeasure(origin) {
  const students = await activeStudents(origin);
  const longest = (key) =>
    students.reduce((best, one) => (one[key].length > best[key].length ? one : best), students[0]);
  const english = longest('NameEn');
  const arabic = longest('NameAr');
  return [
    { label: 'first active student', email: students[0].Email, name: students[0].NameEn, language: 'en' },
    { label: 'longest English name', email: english.Email, name: english.NameEn, language: 'en' },
    { label: 'longest Arabic name, Arabic', email: arabic.Email, name: arabic.NameAr, language: 'ar' },
  ];
}

/** The session's language, as the app's language switch stores it (read before the first render). */
export async function chooseLanguage(page, language) {
  await page.evaluate((chosen) => {
    localStorage.setItem('portal.language', chosen);
  }, language);
}

/** Signs in through the login page and the embedded provider's form, as a student would. */
export async function signInAsStudent(page, origin, email) {
  await page.goto(`${origin}/#/login`);
  // index.html paints a (disabled) copy of the login card first: wait for the app's own page.
  await page.waitForSelector('ion-app', { timeout: 120_000 });
  // Locators wait until the element is visible and enabled (the button waits for the configuration).
  await page.locator('::-p-aria(Sign in with university account[role="button"])').setTimeout(120_000).click();
  await page.waitForSelector('::-p-aria(University email)', { timeout: 120_000 });
  await page.type('::-p-aria(University email)', email);
  await page.type('::-p-aria(Password)', DEMO_PASSWORD);
  await page.locator('::-p-aria(Sign in[role="button"])').click();
  // Back in the app on a signed-in page (home, or a page a start-up gate sends the student to).
  await page.waitForFunction("location.hash.startsWith('#/') && !location.hash.startsWith('#/login')", {
    timeout: 120_000,
  });
}

/** Keeps the stored session (IndexedDB, localStorage) but drops everything that would make the run warm. */
export async function coldStartKeepingSession(page, origin) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
  await page.goto('about:blank');
}

export async function lighthouseRun(page, url, { keepSession, name, run }) {
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance'], output: 'json', logLevel: 'error', disableStorageReset: keepSession },
    undefined,
    page,
  );
  if (!result) throw new Error('lighthouse returned no result');
  const report = result.lhr;
  if (reportDir) {
    // The whole report, to read the diagnostics (long tasks, bootup time, unused JavaScript) behind a score.
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${name}-${run}.json`), JSON.stringify(report));
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    // Lighthouse could not measure this run (e.g. NO_NAVSTART: the trace missed the navigation).
    failure: report.runtimeError?.code,
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    finalUrl: report.finalDisplayedUrl,
    lighthouseVersion: report.lighthouseVersion,
    // Lighthouse's own CPU speed probe: simulated timings scale with it, so a busy machine scores lower.
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    lcpElement: lcpElement(report.audits['largest-contentful-paint-element']),
  };
}

/** What the LCP was: the element's selector and the start of its text, as Lighthouse names the node. */
function lcpElement(audit) {
  const found = [];
  const visit = (value) => {
    if (!value || typeof value !== 'object' || found.length > 0) return;
    if (value.type === 'node' && typeof value.selector === 'string') {
      const label = String(value.nodeLabel ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      found.push(label ? `${value.selector} ("${label}")` : value.selector);
      return;
    }
    for (const inner of Object.values(value)) visit(inner);
  };
  visit(audit?.details);
  return found[0] ?? 'unknown';
}

/**
 * Waits (three minutes at most) until the machine's 1-minute load average is under BENCH_QUIET_LOAD (1.0):
 * a build just before the benchmark leaves it at 3 or more for a minute, and Lighthouse's simulated timings
 * grow with every process competing for the CPU.
 */
export async function quietMachine() {
  const quiet = Number(process.env.BENCH_QUIET_LOAD ?? 1);
  const deadline = Date.now() + 180_000;
  if (loadavg()[0] >= quiet) console.log(`Waiting for the load average to drop under ${quiet}…`);
  while (loadavg()[0] >= quiet && Date.now() < deadline) await new Promise((done) => setTimeout(done, 5_000));
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
