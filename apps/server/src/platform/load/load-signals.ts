import type { ConnectionWaitMeter } from './connection-wait.js';
import { EventLoopDelayMeter } from './event-loop-delay.js';

/** One reading of the process's load, each figure over the period since the previous reading. */
export interface LoadReading {
  eventLoopDelayMs: number;
  connectionWaitMs: number;
}

/** Where readings come from: the process's own meters, or a test's chosen values. */
export interface LoadSampler {
  sample(): LoadReading;
  close(): void;
}

/** The process's own signals: event-loop delay and the database handle's connection wait. */
export function processLoadSampler(connectionWait: ConnectionWaitMeter): LoadSampler {
  const eventLoop = new EventLoopDelayMeter();
  return {
    sample: () => ({
      eventLoopDelayMs: eventLoop.sample(),
      connectionWaitMs: connectionWait.sample(),
    }),
    close: () => {
      eventLoop.close();
    },
  };
}
