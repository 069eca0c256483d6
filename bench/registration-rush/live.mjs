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
