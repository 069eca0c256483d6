// Watches every instance's live view during a run: one line means every instance reports the same length.
import { setTimeout as sleep } from 'node:timers/promises';
import { registrarToken } from './tickets.mjs';

/**
 * Reads every origin's GetLiveWindow every 2 s until `stop()`; each poll's answers (one per origin, null
 * when an instance answered nothing) go to `read`, and `stop()` answers what `summarise` makes of them.
 */
function sampleLiveWindows(origins, read, summarise) {
  let running = true;
  const samples = [];
  const done = (async () => {
    const token = await registrarToken(origins[0]);
    while (running) {
      const lives = await Promise.all(
        origins.map(async (origin) => {
          const response = await fetch(`${origin}/api/Registration/GetLiveWindow`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return (await response.json()).ReturnObject ?? null;
        }),
      );
      const sample = read(lives);
      if (sample !== undefined) samples.push(sample);
      await sleep(2000);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return summarise(samples);
    },
  };
}

/** Samples each instance's line: the longest seen, and the largest difference between instances. */
export function sampleLines(origins) {
  return sampleLiveWindows(
    origins,
    (lives) => lives.map((live) => live?.QueueLength ?? -1),
    (samples) => ({
      samples: samples.length,
      longestLine: Math.max(0, ...samples.flat()),
      largestDifference: Math.max(
        0,
        ...samples.map((lengths) => Math.max(...lengths) - Math.min(...lengths)),
      ),
    }),
  );
}

const quantile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * Samples one instance's door: the line, the admissions of the last minute and the signals that close it.
 * `stop()` answers how often it was closed by load and how the signals stood, to tell whether a rush
 * waited on the server or on the door.
 */
export function sampleDoor(origin) {
  return sampleLiveWindows(
    [origin],
    ([live]) =>
      live
        ? {
            queue: live.QueueLength,
            perMinute: live.AdmissionsPerMinute,
            delay: live.Signals.EventLoopDelayMs,
            wait: live.Signals.ConnectionWaitMs,
            overloaded: live.Signals.Overloaded,
          }
        : undefined,
    (samples) => {
      const withLine = samples.filter((sample) => sample.queue > 0);
      const delays = withLine.map((sample) => sample.delay);
      const waits = withLine.map((sample) => sample.wait);
      return {
        samples: samples.length,
        samplesWithLine: withLine.length,
        closedByLoad: withLine.filter((sample) => sample.overloaded).length,
        delayP50: quantile(delays, 0.5),
        delayMax: quantile(delays, 1),
        waitP50: quantile(waits, 0.5),
        waitMax: quantile(waits, 1),
        peakPerMinute: Math.max(0, ...samples.map((sample) => sample.perMinute)),
      };
    },
  );
}
