// The bench's HTTP client for the portal: requests in flight bounded, every answer timed, every 5xx
// counted, and a connection error (the portal killed on purpose) told apart from an answer.

/** At most `size` at once; the rest wait their turn (outside the timed part of a request). */
function limiter(size) {
  let free = size;
  const waiting = [];
  return {
    acquire: () => (free > 0 ? ((free -= 1), Promise.resolve()) : new Promise((go) => waiting.push(go))),
    release: () => (waiting.length > 0 ? waiting.shift()() : (free += 1)),
  };
}

/**
 * A client for the portal, `inFlight` requests at most: every answer timed and every 5xx counted; a
 * connection error is `null`.
 */
export function portalClient(pool, portal, tally, inFlight) {
  const slots = limiter(inFlight);
  return async function send(name, path, body, headers = {}) {
    await slots.acquire();
    const begun = performance.now();
    try {
      const response = await pool.request({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const text = await response.body.text();
      tally.latencies[name].push(performance.now() - begun);
      if (response.statusCode >= 500) tally.serverErrors += 1;
      let envelope = {};
      try {
        envelope = JSON.parse(text);
      } catch {
        // Not an envelope: the caller finds no Status "200" in it and counts the student as not through.
      }
      return { statusCode: response.statusCode, envelope };
    } catch {
      // Refused or reset by a portal that is down (killed on purpose) is not an answer, and not a 5xx.
      if (portal.isUp()) tally.networkWhileUp += 1;
      else tally.refusedWhileDown += 1;
      return null;
    } finally {
      slots.release();
    }
  };
}
