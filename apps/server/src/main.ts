import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, redactUrl, type Config } from './config.js';
import { DatabaseUnreachableError, openDatabase, type DatabaseHandle } from './platform/db/client.js';
import { runMigrations } from './platform/db/migrate.js';
import { startupBanner } from './startup/banner.js';
import { seedEmbeddedDemo } from './startup/seed-embedded-demo.js';
import { closeOnSignals } from './startup/shutdown.js';

/** Start-up failures a person can act on: one line, non-zero exit, no stack trace. */
class StartupError extends Error {}

async function connect(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      postgres: {
        pipelineConnections: config.DATABASE_PIPELINE_CONNECTIONS,
        namedStatements: config.DATABASE_NAMED_STATEMENTS,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      },
    });
  } catch (error) {
    const where = config.DATABASE_URL
      ? redactUrl(config.DATABASE_URL)
      : `the data directory ${config.DATA_DIR}`;
    const reason =
      error instanceof DatabaseUnreachableError || error instanceof Error ? error.message : String(error);
    throw new StartupError(`Database unreachable at ${where}: ${reason}`);
  }
}

async function listen(app: FastifyInstance, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE') {
      throw new StartupError(`Port ${config.PORT} is already in use: stop the other program or set PORT.`);
    }
    if (code === 'EACCES') {
      throw new StartupError(`Port ${config.PORT} needs privileges this process does not have: set PORT.`);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = loadConfig();
  const database = await connect(config);
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new StartupError(
      `Database migration failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (database.kind === 'pglite') await seedEmbeddedDemo(database, config);
  const app = await buildApp({ config, database });
  closeOnSignals(app, database, {
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  });
  try {
    await listen(app, config);
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  process.stdout.write(await startupBanner(app, config));
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
