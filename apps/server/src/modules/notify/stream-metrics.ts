import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { StreamHub } from './stream-hub.js';

/**
 * `portal_stream_connections` for /metrics: live-updates streams open on this instance, each one socket;
 * it falls to 0 on an instance that is restarting and rises on the others as browsers reconnect.
 */
export function registerStreamMetrics(app: FastifyInstance, hub: StreamHub): void {
  new Gauge({
    name: 'portal_stream_connections',
    help: 'Live-updates streams (Server-Sent Events) open on this instance.',
    registers: [app.metrics],
    collect() {
      this.set(hub.openStreams);
    },
  });
}
