import { createServer } from 'node:net';
import { buildTestApp, type TestApp } from './app.js';

export interface EmbeddedProviderApp {
  subject: TestApp;
  /** The portal's public URL, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  issuer: string;
  /** Where the embedded provider sends the browser back to (the web app's root). */
  redirectUri: string;
}

/** A port nothing listens on right now, for a server whose own URL must be known before it is built. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') throw new Error('no TCP port was assigned');
  return address.port;
}

/**
 * The real app (embedded provider included), listening on 127.0.0.1 with PUBLIC_URL naming that very
 * address, so the provider's issuer and redirect URIs are reachable by a real HTTP client.
 */
export async function startEmbeddedProviderApp(
  environment: Record<string, string> = {},
): Promise<EmbeddedProviderApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const subject = await buildTestApp({ PUBLIC_URL: baseUrl, ...environment });
  await subject.app.listen({ port, host: '127.0.0.1' });
  return { subject, baseUrl, issuer: `${baseUrl}/idp`, redirectUri: `${baseUrl}/` };
}
