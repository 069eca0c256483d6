import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import type { AccountDirectory, IdpAccount } from '../modules/identity-provider/accounts.js';
import { PAGE_HEADERS } from '../modules/identity-provider/html.js';
import {
  showInteraction,
  submitSignIn,
  type InteractionOutcome,
  type InteractionSetup,
} from '../modules/identity-provider/interaction.js';
import { createProvider } from '../modules/identity-provider/provider.js';
import { memoryAdapter } from './oidc-memory-adapter.js';

export interface ExternalAccount {
  email: string;
  password: string;
  name: string;
}

export interface ExternalProvider {
  issuer: string;
  close(): Promise<void>;
}

const INTERACTION_PATH = '/interaction';

/**
 * A second, independent OpenID Connect provider — "another university's" — on 127.0.0.1 with its own
 * keys, accounts and in-memory storage, for tests of a portal configured with an external OIDC_ISSUER.
 */
export async function startExternalProvider(options: {
  accounts: ExternalAccount[];
  clientId: string;
  redirectUri: string;
}): Promise<ExternalProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  // The issuer names the port, so listen first and build the provider second.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test provider is not on TCP');
  const issuer = `http://127.0.0.1:${address.port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const accounts = inMemoryAccounts(options.accounts);
  const branding = { nameEn: 'Other University', nameAr: 'جامعة أخرى' };
  const provider = await createProvider({
    issuer,
    client: { clientId: options.clientId, clientName: 'Student Portal', redirectUris: [options.redirectUri] },
    accounts,
    adapter: memoryAdapter(),
    signingKeys: [{ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
    interactionPath: INTERACTION_PATH,
    branding,
    portalUrl: options.redirectUri,
    cookiePrefix: 'ext',
  });
  const setup: InteractionSetup = {
    provider,
    accounts,
    branding,
    clientName: 'Student Portal',
    interactionPath: INTERACTION_PATH,
    portalUrl: options.redirectUri,
  };
  const callback = provider.callback();

  handle = async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', issuer);
    const page = /^\/interaction\/([^/]+)$/.exec(pathname);
    const login = /^\/interaction\/([^/]+)\/login$/.exec(pathname);
    if (req.method === 'GET' && page?.[1]) {
      send(res, await showInteraction(setup, req, res, page[1]));
    } else if (req.method === 'POST' && login?.[1]) {
      const form = new URLSearchParams(await readBody(req));
      send(res, await submitSignIn(setup, req, res, login[1], form));
    } else {
      await callback(req, res);
    }
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

function inMemoryAccounts(list: ExternalAccount[]): AccountDirectory {
  const accounts = list.map((entry, index) => {
    const account: IdpAccount = {
      accountId: `ext-${index + 1}`,
      email: entry.email.toLowerCase(),
      name: entry.name,
    };
    return { password: entry.password, account };
  });
  return {
    async authenticate(email, password) {
      const found = accounts.find((entry) => entry.account.email === email.trim().toLowerCase());
      if (!found) return undefined;
      const given = Buffer.from(password);
      const expected = Buffer.from(found.password);
      return given.length === expected.length && timingSafeEqual(given, expected) ? found.account : undefined;
    },
    async find(accountId) {
      return accounts.find((entry) => entry.account.accountId === accountId)?.account;
    },
  };
}

function send(res: ServerResponse, outcome: InteractionOutcome): void {
  if (outcome.kind === 'redirect') {
    res.writeHead(303, { location: outcome.location }).end();
    return;
  }
  res.writeHead(outcome.status, PAGE_HEADERS).end(outcome.html);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}
