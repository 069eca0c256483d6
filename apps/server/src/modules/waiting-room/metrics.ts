import { ADMISSION_MODES } from '@portal/contract';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { AdmissionController } from './admission.js';
import type { LineNow } from './store.js';

/**
 * The waiting room for /metrics. The line, the passes and the mode are read from the store on each scrape
 * (one read for the three): with Redis that is the line every instance shares, so any instance's figure is
 * the whole line's. The door (admissions, pace, rate, overload) is this instance's own: sum the admissions
 * over instances.
 */
export function registerWaitingRoomMetrics(registry: Registry, controller: AdmissionController): void {
  // prom-client starts every collect of a scrape, in the order registered, before awaiting any: the first
  // gauge reads the store and the three after it share that read. An unreachable store must not fail the
  // whole scrape: those keep their last figure and `store_up` says 0.
  let reading: Promise<LineNow | undefined> = Promise.resolve(undefined);
  new Gauge({
    name: 'portal_waiting_room_store_up',
    help: 'Whether the waiting room store (Redis when shared) answered this scrape.',
    registers: [registry],
    async collect() {
      reading = controller.lineNow().catch(() => undefined);
      this.set((await reading) === undefined ? 0 : 1);
    },
  });
  new Gauge({
    name: 'portal_waiting_room_line',
    help: 'Students waiting in the line now (every instance when the line is shared).',
    registers: [registry],
    async collect() {
      const line = await reading;
      if (line) this.set(line.queueLength);
    },
  });
  new Gauge({
    name: 'portal_waiting_room_passes',
    help: 'Students holding a pass to the registration calls now.',
    registers: [registry],
    async collect() {
      const line = await reading;
      if (line) this.set(line.passes);
    },
  });
  new Gauge({
    name: 'portal_waiting_room_mode',
    help: "The registrar's admission mode: 1 for the mode in force (auto, queue, open).",
    labelNames: ['mode'] as const,
    registers: [registry],
    async collect() {
      const line = await reading;
      if (!line) return;
      for (const mode of ADMISSION_MODES) this.set({ mode }, mode === line.mode ? 1 : 0);
    },
  });
  new Counter({
    name: 'portal_waiting_room_admitted_total',
    help: 'Students this instance let in from the line.',
    registers: [registry],
    collect() {
      // The controller keeps the running count; a counter is set to it by starting again from zero.
      this.reset();
      this.inc(controller.door().admittedSinceStart);
    },
  });
  const doorGauge = (
    name: string,
    help: string,
    read: (door: ReturnType<AdmissionController['door']>) => number,
  ) =>
    new Gauge({
      name: `portal_waiting_room_${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read(controller.door()));
      },
    });
  doorGauge(
    'admission_pace_per_second',
    'Students this instance let in per second over the last ten seconds (its measured pace).',
    (door) => door.pacePerSecond,
  );
  doorGauge(
    'admit_rate_per_second',
    'The rate this instance lets students in at while its load signals are under their thresholds.',
    (door) => door.ratePerSecond,
  );
  doorGauge('overloaded', "1 while this instance's load signals keep its door closed.", (door) =>
    door.overloaded ? 1 : 0,
  );
}
