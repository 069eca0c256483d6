import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 18080);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A fresh embedded database per run: the demo university is generated on first start (DESIGN.md §5). */
const DATA_DIR = join(tmpdir(), `portal-e2e-${PORT}`);
/**
 * A second portal whose current term has its course-evaluation window open, so every registered student
 * meets gate 3 of spec §4 for real. Only evaluation-gate.spec.ts runs against it: on the first server the
 * window stays closed, as the other specs need.
 */
const EVALUATION_PORT = PORT + 1;
const EVALUATION_URL = `http://127.0.0.1:${EVALUATION_PORT}`;
const EVALUATION_DATA_DIR = join(tmpdir(), `portal-e2e-${EVALUATION_PORT}`);
const EVALUATION_SPEC = 'evaluation-gate.spec.ts';

/** Debian's Chromium (DESIGN.md §9); Playwright's own browser downloads are not used. */
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;
const phone = {
  browserName: 'chromium',
  viewport: { width: 360, height: 800 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

const serverDefaults = {
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

function serverEnvironment(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    // The embedded OpenID provider's issuer and redirect URIs are built from it: the origin tests open.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Enough students that the narrow audience of the demo's must-accept announcement (Clinical Pharmacy,
    // year 4) holds one for every test that needs a gated student.
    DEMO_STUDENTS: '1000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Every browser and every API look-up of the suite comes from 127.0.0.1 and the registrar's one account
    // (finding demo students by impersonating them): the limits meant for one person would stop the suite.
    // Their own tests are the server's (platform/http/rate-limit.test.ts).
    RATE_LIMIT_ADDRESS_PER_MINUTE: '100000',
    RATE_LIMIT_USER_PER_MINUTE: '100000',
    // Two browsers and the in-process database on two cores stall the event loop now and then: the waiting
    // room would then open on whatever page a test is on. Its walk uses the registrar's queue mode
    // (registration-day.spec.ts); its load signals have their own tests (modules/waiting-room).
    WAITING_ROOM_EVENT_LOOP_DELAY_MS: '10000',
    WAITING_ROOM_CONNECTION_WAIT_MS: '60000',
  };
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // PGlite answers one query at a time; two workers keep the run quick without queueing every request.
  workers: 2,
  // A journey with two sign-ins, a PDF and an Arabic pass takes 40-50 s here when two browsers and two servers
  // share the two cores; at 60 s one such walk failed CI on a slower run (transcript, desktop).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', testIgnore: EVALUATION_SPEC, use: desktop },
    { name: 'phone', testIgnore: EVALUATION_SPEC, use: phone },
    { name: 'desktop-evaluation', testMatch: EVALUATION_SPEC, use: { ...desktop, baseURL: EVALUATION_URL } },
    { name: 'phone-evaluation', testMatch: EVALUATION_SPEC, use: { ...phone, baseURL: EVALUATION_URL } },
  ],
  webServer: [
    {
      // The real, built server (npm run build first), on an empty data directory.
      command: `rm -rf '${DATA_DIR}' && node apps/server/dist/main.js`,
      url: `${BASE_URL}/readyz`,
      ...serverDefaults,
      env: serverEnvironment(PORT, DATA_DIR),
    },
    {
      // The same demo generated first, then its evaluation window opened before the server starts.
      command:
        `rm -rf '${EVALUATION_DATA_DIR}' && node apps/server/dist/demo/cli.js > /dev/null && ` +
        `node e2e/support/open-evaluation-window.mjs && node apps/server/dist/main.js`,
      url: `${EVALUATION_URL}/readyz`,
      ...serverDefaults,
      env: serverEnvironment(EVALUATION_PORT, EVALUATION_DATA_DIR),
    },
  ],
});
