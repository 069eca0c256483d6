// A fixed rate of requests, whatever the answers' speed (an open model: a slow answer does not slow the
// senders down, as students do not wait for each other), each one timed and kept.
import { Agent, request } from 'undici';

/**
 * Sends `rate` requests a second to `origin` until `stop()`; `next()` names each request's path and
 * headers. Every request is recorded as `{ at, ms, status }` (status 0: a network error).
 */
export function steadyLoad({ origin, rate, next }) {
  const agent = new Agent({ connections: 256, keepAliveTimeout: 30_000 });
  const records = [];
  const pending = new Set();
  const started = performance.now();
  let sent = 0;
  const send = () => {
    const { path, headers } = next();
    const at = Date.now();
    const begun = performance.now();
    const done = request(`${origin}${path}`, { headers, dispatcher: agent, headersTimeout: 30_000 })
      .then(async (response) => {
        await response.body.dump();
        return response.statusCode;
      })
      .catch(() => 0)
      .then((status) => {
        records.push({ at, ms: performance.now() - begun, status });
        pending.delete(done);
      });
    pending.add(done);
  };
  // Catch up to the schedule every tick: timers are coarse, the count of requests is not.
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due) {
      sent += 1;
      send();
    }
  }, 5);
  return {
    records,
    async stop() {
      clearInterval(timer);
      await Promise.all([...pending]);
      await agent.close();
      return records;
    },
  };
}

/** Requests, failures and latency percentiles (ms) of the records sent in [from, to). */
export function summarise(records, from = 0, to = Number.POSITIVE_INFINITY) {
  const inside = records.filter((record) => record.at >= from && record.at < to);
  const sorted = inside.map((record) => record.ms).sort((a, b) => a - b);
  const percentile = (p) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return {
    requests: inside.length,
    failed: inside.filter((record) => record.status < 200 || record.status > 299).length,
    networkErrors: inside.filter((record) => record.status === 0).length,
    p50: percentile(50),
    p99: percentile(99),
    max: sorted.at(-1) ?? 0,
  };
}
