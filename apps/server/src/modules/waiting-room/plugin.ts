import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { openRedis } from '../../platform/redis-connection.js';
import { processLoadSampler, type LoadSampler } from '../../platform/load/load-signals.js';
import { AdmissionController } from './admission.js';
import { registerAdmissionHooks } from './hooks.js';
import { memoryAdmissionStore } from './memory-store.js';
import { registerWaitingRoomMetrics } from './metrics.js';
import { redisAdmissionStore } from './redis-store.js';
import type { AdmissionStore, StoreSettings } from './store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Admission control in front of registration calls (the waiting room). */
    waitingRoom: AdmissionController;
  }
}

function openStore(app: FastifyInstance, config: Config, settings: StoreSettings): AdmissionStore {
  if (!config.REDIS_URL) return memoryAdmissionStore(settings);
  const redis = openRedis(config.REDIS_URL, config);
  redis.on('error', (error: Error) => {
    app.log.warn({ err: error }, 'waiting room store unreachable');
  });
  return redisAdmissionStore(redis, config.WAITING_ROOM_KEY_PREFIX, settings);
}

/**
 * The waiting room: its store (in memory, or Redis shared by every instance), the controller that admits
 * by the process's load signals (or a test's `sampler`) every half second (or when a test steps it), and
 * the hooks on registration routes. Register after authentication, so the hooks know the student.
 */
export function openWaitingRoom(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  options: { sampler?: LoadSampler; ticks: 'timer' | 'manual' },
): AdmissionController {
  const sampler = options.sampler ?? processLoadSampler(database.connectionWait);
  const store = openStore(app, config, {
    passIdleMs: config.WAITING_ROOM_PASS_IDLE_SECONDS * 1000,
    placeIdleMs: config.WAITING_ROOM_PLACE_IDLE_SECONDS * 1000,
  });
  const controller = new AdmissionController(
    store,
    sampler,
    {
      eventLoopDelayThresholdMs: config.WAITING_ROOM_EVENT_LOOP_DELAY_MS,
      connectionWaitThresholdMs: config.WAITING_ROOM_CONNECTION_WAIT_MS,
      passIdleSeconds: config.WAITING_ROOM_PASS_IDLE_SECONDS,
      placeIdleSeconds: config.WAITING_ROOM_PLACE_IDLE_SECONDS,
      holdSeconds: config.WAITING_ROOM_HOLD_SECONDS,
      admitPerSecond: config.WAITING_ROOM_ADMIT_PER_SECOND,
    },
    app.log,
  );
  app.decorate('waitingRoom', controller);
  registerWaitingRoomMetrics(app.metrics, controller);
  registerAdmissionHooks(app, controller, config.REGISTRATION_CALLS_PER_MINUTE);
  if (options.ticks === 'timer') {
    app.addHook('onReady', async () => {
      controller.start();
    });
  }
  // Held admission requests are in flight: answered before the server waits for those to finish.
  app.addHook('preClose', async () => {
    controller.releaseHeld();
  });
  app.addHook('onClose', async () => {
    await controller.stop();
  });
  return controller;
}
