import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { publicUrl, type Config } from './config.js';
import type { DatabaseHandle } from './platform/db/client.js';
import { registerApiDocs } from './platform/api-docs.js';
import { registerHealth } from './platform/health.js';
import { requireDeclaredAccess } from './platform/http/access.js';
import { registerCachePolicy } from './platform/http/cache-policy.js';
import { registerCors } from './platform/http/cors.js';
import { responseSerializerCompiler } from './platform/http/response-serializer.js';
import { registerErrorHandling } from './platform/http/error-handler.js';
import { refuseUnstorableInput } from './platform/http/well-formed-input.js';
import { registerSignInThrottle } from './platform/auth/sign-in-throttle-plugin.js';
import { registerRateLimits } from './platform/http/rate-limit.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerWebApp } from './platform/web-app.js';
import type { EventBus } from './platform/events/event-bus.js';
import { openEventBus } from './platform/events/open-event-bus.js';
import { registerPortalAuth } from './platform/auth/portal-auth.js';
import { errorForLog } from './platform/db/error-for-log.js';
import { requestForLog } from './platform/http/request-log.js';
import { addDropRoutes } from './modules/add-drop/routes.js';
import { advisingRoutes } from './modules/advising/routes.js';
import { moduleRoutes } from './modules/advising/module-routes.js';
import { termWindowRoutes } from './modules/advising/window-routes.js';
import { advisingPreviewRoutes } from './modules/advising-preview/routes.js';
import { auditImpersonatedWrites } from './modules/audit/impersonated-writes.js';
import { identityProviderPlugin } from './modules/identity-provider/index.js';
import { registerAnnouncementGate } from './modules/announcement/gate.js';
import { paymentRoutes } from './modules/billing/payment-routes.js';
import { bankRoutes } from './modules/billing/bank/bank-routes.js';
import { declaredDepositRoutes } from './modules/billing/bank/declared-deposit-routes.js';
import { feeRoutes } from './modules/billing/fees/fee-routes.js';
import { petitionRoutes } from './modules/orders/petition-routes.js';
import { gatewaySettings } from './modules/billing/gateways/from-config.js';
import { paymentGateways } from './modules/billing/gateways/registry.js';
import { demoGateway } from './demo/gateway/index.js';
import { isOwnStudentCode } from './modules/student/student-code.js';
import { registerTicketGuard } from './modules/time-tickets/guard.js';
import { timeTicketRoutes } from './modules/time-tickets/routes.js';
import { openWaitingRoom } from './modules/waiting-room/plugin.js';
import { waitingRoomRoutes } from './modules/waiting-room/routes.js';
import { waitlistRoutes } from './modules/waitlist/routes.js';
import { holdFreedSeats } from './modules/waitlist/service.js';
import { SeatFreedHook } from './modules/registration/seat-freed.js';
import type { LoadSampler } from './platform/load/load-signals.js';
import type { FileStore } from './platform/storage/file-store.js';
import { openFileStore } from './platform/storage/open-file-store.js';
import { sweepUnfinishedUploads } from './platform/storage/sweep-unfinished.js';
import { ClamdScanner, type VirusScanner } from './platform/storage/virus-scan.js';
import { serverVersion } from './version.js';
import { registerModuleRoutes } from './module-routes.js';
import { registerMailOutbox } from './platform/mail/plugin.js';
import { registerMetrics } from './platform/metrics/plugin.js';
import { registerDrain } from './platform/drain.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    portalVersion: string;
    /** Events every instance hears (live updates); in-process, or Redis pub/sub with REDIS_URL. */
    events: EventBus;
    /** The seat ledger announces freed seats here; the waitlist module subscribes when it registers. */
    seatFreed: SeatFreedHook;
    /** Uploaded documents: DATA_DIR/files, or an S3-compatible bucket (platform/storage/README.md). */
    files: FileStore;
    /** The ClamAV daemon every upload is checked with; undefined without CLAMAV_HOST. */
    virusScanner: VirusScanner | undefined;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests pass false to keep their output quiet; production logs JSON lines. */
  logger?: boolean;
  /** Where log lines go instead of stdout: the security tests read them to prove no secret is logged. */
  logStream?: { write(line: string): void };
  /** Sees every route as it registers: the security tests audit the whole inventory with it. */
  onRoute?: (route: RouteOptions) => void;
  /** The waiting room's load signals; tests choose them, production measures the process. */
  loadSampler?: LoadSampler;
  /** 'manual': the waiting room's controller does not tick by itself; a test steps it (`waitingRoom.tick()`). */
  admissionTicks?: 'timer' | 'manual';
  /** Where uploads are kept instead of the store the configuration names (a test's own). */
  files?: FileStore;
}

/**
 * Builds the portal without listening, in stages: platform plumbing first, then shared services, then
 * the feature modules that use them. Tests call this and talk to it through `inject`.
 */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  onRoute,
  loadSampler,
  admissionTicks = 'timer',
  files,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          // No header, secret query parameter, statement parameter or failing row ever reaches a line.
          serializers: { req: requestForLog, err: errorForLog },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Named proxies only, never `true`: believing every X-Forwarded-For would let a caller pick its address.
    ...(config.TRUST_PROXY ? { trustProxy: config.TRUST_PROXY } : {}),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before anything that runs background work: workers stop taking new work when draining starts.
  registerDrain(app);

  if (onRoute) app.addHook('onRoute', onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler(config.NODE_ENV === 'test' ? 'cross-checked' : config.RESPONSE_SERIALIZER),
  );
  registerErrorHandling(app);
  refuseUnstorableInput(app);
  requireDeclaredAccess(app);
  registerCachePolicy(app);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('ownStudentCode', (studentId: number, given: string | undefined) =>
    isOwnStudentCode(database.db, studentId, given),
  );
  app.decorate('portalVersion', serverVersion());
  const seatFreed = new SeatFreedHook();
  seatFreed.subscribe(holdFreedSeats(config.WAITLIST_OFFER_HOURS));
  app.decorate('seatFreed', seatFreed);
  const events = openEventBus(config, app.log);
  app.decorate('events', events);
  app.addHook('onClose', async () => {
    await events.close();
  });
  const opened = files ? { files, close: () => undefined } : openFileStore(config);
  const swept = await sweepUnfinishedUploads(config.DATA_DIR);
  if (swept > 0) app.log.info({ swept }, 'removed files of uploads a stopped process had not finished');
  app.decorate('files', opened.files);
  app.addHook('onClose', async () => {
    opened.close();
  });
  app.decorate(
    'virusScanner',
    config.CLAMAV_HOST === undefined
      ? undefined
      : new ClamdScanner({
          host: config.CLAMAV_HOST,
          port: config.CLAMAV_PORT,
          timeoutMs: config.CLAMAV_TIMEOUT_MS,
        }),
  );

  registerMetrics(app);
  registerMailOutbox(app);

  // Headers, CORS and per-address limits run before authentication; per-user limits right after it.
  registerSecurityHeaders(app, config);
  await registerCors(app, config);
  const rateLimits = await registerRateLimits(app, config);
  registerSignInThrottle(app, config);
  registerPortalAuth(app, config, database.db);
  rateLimits.registerPerUser();
  // Streamed multipart for upload calls (receive-upload.ts): these are the ceilings; each call sets its own
  // lower limits when it reads the parts. A body is only parsed when a handler asks for its parts, so never
  // before authentication and the route's policy have passed.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 10, fields: 20, fieldSize: 10 * 1024, parts: 30 },
  });
  // Admission before the announcement gate: a queued call costs no database statement of its own.
  openWaitingRoom(app, config, database, { sampler: loadSampler, ticks: admissionTicks });
  auditImpersonatedWrites(app);
  registerAnnouncementGate(app);
  registerTicketGuard(app);

  await registerApiDocs(app, app.portalVersion);
  registerHealth(app, database);
  // The embedded provider stands in for the university's; with OIDC_ISSUER set, the portal trusts that one.
  if (!config.OIDC_ISSUER) await app.register(identityProviderPlugin, { config, database });
  await registerModuleRoutes(app);
  const portalUrl = publicUrl(config);
  const providers = gatewaySettings(config, portalUrl);
  const gateways = paymentGateways(providers);
  const callbackUrl = (provider: 'paymob' | 'fawry') =>
    `${portalUrl}/api/Billing/${provider === 'paymob' ? 'Paymob' : 'Fawry'}Callback`;
  await app.register(paymentRoutes, {
    gateways,
    addresses: {
      callbackUrl,
      // A program's installment comes back to its program's page; any other invoice to the payments page.
      returnUrl: (invoiceId, returnPage) =>
        `${portalUrl}/#/${returnPage ?? 'faculty-cash-deposit'}?invoice=${String(invoiceId)}`,
    },
  });
  // A request's fee comes back to "My requests".
  await app.register(petitionRoutes, {
    gateways,
    addresses: { callbackUrl, returnUrl: () => `${portalUrl}/#/my-requests` },
  });
  // The bus page's payments come back to the bus page.
  await app.register(feeRoutes, {
    gateways,
    addresses: {
      callbackUrl,
      returnUrl: (invoiceId) => `${portalUrl}/#/bus-cash-deposit?invoice=${String(invoiceId)}`,
    },
  });
  await app.register(bankRoutes, { portalUrl });
  await app.register(declaredDepositRoutes);
  await app.register(demoGateway, { prefix: '/demo-gateway', settings: providers, portalUrl });
  await app.register(timeTicketRoutes);
  await app.register(waitingRoomRoutes);
  await app.register(advisingRoutes);
  await app.register(moduleRoutes);
  await app.register(termWindowRoutes);
  await app.register(addDropRoutes);
  await app.register(advisingPreviewRoutes);
  await app.register(waitlistRoutes);
  await registerWebApp(app, config.WEB_DIST);
  return app;
}
