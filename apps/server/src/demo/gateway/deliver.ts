import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends a provider's callback as the provider would: a POST of JSON, retried a few times while the portal
 * does not answer 200 (a real provider retries for hours; the demo gives up after a few seconds).
 */
export async function deliverCallback(url: string, body: unknown, log: FastifyBaseLogger): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return true;
      log.warn({ status: response.status }, 'the demo gateway callback was not accepted');
    } catch (error) {
      log.warn({ err: error }, 'the demo gateway could not deliver a callback');
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
  }
  return false;
}
