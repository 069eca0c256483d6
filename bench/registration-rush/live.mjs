// Watches every instance's live view during a run: one line means every instance reports the same length.
import { setTimeout as sleep } from 'node:timers/promises';
import { registrarToken } from './tickets.mjs';

/** Samples each instance's GetLiveWindow every 2 s until `stop()`, which answers what was seen. */
export function sampleLines(origins) {
  let running = true;
  const samples = [];
  const done = (async () => {
    const token = await registrarToken(origins[0]);
    while (running) {
      const lengths = await Promise.all(
        origins.map(async (origin) => {
          const response = await fetch(`${origin}/api/Registration/GetLiveWindow`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = await response.json();
          return body.ReturnObject?.QueueLength ?? -1;
        }),
      );
      samples.push(lengths);
      await sleep(2000);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const longest = Math.max(0, ...samples.flat());
      const apart = Math.max(0, ...samples.map((lengths) => Math.max(...lengths) - Math.min(...lengths)));
      return { samples: samples.length, longestLine: longest, largestDifference: apart };
    },
  };
}

const quantile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * Samples one instance's door every 2 s: the line, the admissions of the last minute and the signals that
 * close it. `stop()` answers how often it was closed by load and how the signals stood, to tell whether a
 * rush waited on the server or on the door.
 */
export function sampleDoor(origin) {
  let running = true;
  const samples = [];
  const done = (async () => {
    const token = await registrarToken(origin);
    while (running) {
      const response = await fetch(`${origin}/api/Registration/GetLiveWindow`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const live = (await response.json()).ReturnObject;
      if (live) {
        samples.push({
          queue: live.QueueLength,
          perMinute: live.AdmissionsPerMinute,
          delay: live.Signals.EventLoopDelayMs,
          wait: live.Signals.ConnectionWaitMs,
          overloaded: live.Signals.Overloaded,
        });
      }
      await sleep(2000);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const withLine = samples.filter((sample) => sample.queue > 0);
      return {
        samples: samples.length,
        samplesWithLine: withLine.length,
        closedByLoad: withLine.filter((sample) => sample.overloaded).length,
        delayP50: quantile(
          withLine.map((sample) => sample.delay),
          0.5,
        ),
        delayMax: quantile(
          withLine.map((sample) => sample.delay),
          1,
        ),
        waitP50: quantile(
          withLine.map((sample) => sample.wait),
          0.5,
        ),
        waitMax: quantile(
          withLine.map((sample) => sample.wait),
          1,
        ),
        peakPerMinute: Math.max(0, ...samples.map((sample) => sample.perMinute)),
      };
    },
  };
}
