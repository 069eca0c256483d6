import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { demoLogins } from '../demo/index.js';

/** What a person starting the portal needs to see: where it is, and how to sign in to the demo. */
export async function startupBanner(app: FastifyInstance, config: Config): Promise<string> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const lines = [
    '',
    `Student portal ${app.portalVersion} is running (${app.database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`,
    `  Portal:   http://localhost:${port}/`,
    `  API docs: http://localhost:${port}/api/docs`,
  ];
  const logins = await demoLogins(app.database, config.UNIVERSITY_EMAIL_DOMAIN);
  if (logins.length > 0) {
    lines.push('', `Demo logins (password for all: ${config.DEMO_PASSWORD}):`);
    for (const login of logins) lines.push(`  ${login.email.padEnd(44)} ${login.description}`);
  } else {
    lines.push('', 'The database holds no demo accounts: load them with `npm run demo-data`.');
  }
  return `${lines.join('\n')}\n\n`;
}
