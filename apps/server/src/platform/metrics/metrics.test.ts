import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { queueMail } from '../mail/outbox.js';

const TOKEN = 'metrics-token-for-the-scraper-0123';
let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const scrape = (app: TestApp['app'], headers: Record<string, string> = {}, remoteAddress = '192.0.2.10') =>
  app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

describe('GET /metrics', () => {
  it('refuses a scraper without the token or from outside the allowed networks', async () => {
    testApp = await buildTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.20.0.0/16,127.0.0.1' });
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const refused = await scrape(testApp.app, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('portal_');
    }
  });

  it('refuses everyone when neither a token nor a network is configured', async () => {
    testApp = await buildTestApp();
    expect((await scrape(testApp.app, {}, '127.0.0.1')).statusCode).toBe(403);
  });

  it('answers the token and an allowed network with the request, process, pool and queue series', async () => {
    testApp = await buildTestApp({
      METRICS_TOKEN: TOKEN,
      METRICS_ALLOW: '10.20.0.0/16',
      MAIL_SENDER: 'false',
    });
    const { app } = testApp;
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/api/nowhere' });
    await queueMail(app.database.db, {
      key: 'm1',
      purpose: 'test',
      to: 'a@example.org',
      subject: 's',
      text: 't',
    });

    const byToken = await scrape(app, { authorization: `Bearer ${TOKEN}` });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toContain('text/plain');
    const series = byToken.body;
    expect(series).toMatch(/portal_http_requests_total\{route="\/healthz",method="GET",status="200"\} 1/);
    expect(series).toMatch(/portal_http_requests_total\{route="unmatched",method="GET",status="404"\} 1/);
    expect(series).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.1",route="/healthz",method="GET"}',
    );
    expect(series).toMatch(/portal_http_requests_in_flight 1/);
    expect(series).toContain('portal_nodejs_eventloop_lag_p99_seconds');
    expect(series).toContain('portal_nodejs_heap_size_used_bytes');
    expect(series).toMatch(/portal_mail_outbox_pending 1/);
    expect(series).toMatch(/portal_mail_outbox_failed 0/);
    expect(series).toMatch(/portal_push_deliveries_pending 0/);

    // The sample dashboard and alert rules (docs/monitoring) ask only for series the portal exposes.
    const asked = ['grafana-dashboard.json', 'alert-rules.yml'].flatMap((name) => [
      ...readFileSync(new URL(`../../../../../docs/monitoring/${name}`, import.meta.url), 'utf8').matchAll(
        /portal_[a-z0-9_]+/g,
      ),
    ]);
    expect(asked.length).toBeGreaterThan(10);
    for (const [name] of asked) expect(series, name).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `);

    const byNetwork = await scrape(app, {}, '10.20.3.4');
    expect(byNetwork.statusCode).toBe(200);
    // Its own earlier scrape is counted: the route template, never a URL with a student's code in it.
    expect(byNetwork.body).toMatch(
      /portal_http_requests_total\{route="\/metrics",method="GET",status="200"\} 1/,
    );
  });
});
