import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * CPU, memory, heap, event-loop delay, handles: one set per process, however many apps it builds (the
 * tests build hundreds): each collection starts an event-loop monitor that is never stopped.
 */
export function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'portal_' });
  }
  return processRegistry;
}
