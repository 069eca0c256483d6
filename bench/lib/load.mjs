// One load run with autocannon and the figures every benchmark reports.
import autocannon from 'autocannon';

/**
 * Runs `connections` concurrent clients for `seconds` against `origin`; each request takes its path and
 * headers from `request()` (e.g. a random student's token). Answers requests/s, latency percentiles in ms,
 * and how many answers were not 2xx or failed.
 */
export function measure({ origin, connections, seconds, request }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (base) => ({ ...base, ...request() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requestsPerSecond: result.requests.average,
          requests: result.requests.total,
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}
