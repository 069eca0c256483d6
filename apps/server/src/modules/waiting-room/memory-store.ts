import type { AdmissionMode } from '@portal/contract';
import { ArrivalCounts } from './fenwick.js';
import {
  minuteOf,
  MINUTE_MS,
  type AdmissionStore,
  type Entry,
  type LineFigures,
  type MinuteTraffic,
  type StoreSettings,
  type TrafficCounts,
} from './store.js';

interface Place {
  arrival: number;
  since: number;
  seen: number;
}

/** The waiting room of a single instance (no REDIS_URL). */
export function memoryAdmissionStore(settings: StoreSettings): AdmissionStore {
  const passes = new Map<number, number>();
  const places = new Map<number, Place>();
  /** Student ids by arrival number; undefined once the place was left or admitted. */
  let line: (number | undefined)[] = [];
  let head = 0;
  const counts = new ArrivalCounts();
  const admissions: number[] = [];
  const traffic = new Map<number, TrafficCounts>();
  let mode: AdmissionMode = 'auto';

  function leave(studentId: number, place: Place): void {
    places.delete(studentId);
    line[place.arrival] = undefined;
    counts.add(place.arrival, -1);
  }

  function startAfreshWhenEmpty(): void {
    if (places.size > 0 || line.length === 0) return;
    line = [];
    head = 0;
    counts.clear();
  }

  function enqueue(studentId: number, now: number): Entry {
    const place = { arrival: line.length, since: now, seen: now };
    line.push(studentId);
    counts.add(place.arrival, 1);
    places.set(studentId, place);
    return { admitted: false, position: places.size, queueLength: places.size, since: now };
  }

  return {
    enter(studentId, now, admitNewcomer) {
      const pass = passes.get(studentId);
      if (pass !== undefined && pass > now) {
        passes.set(studentId, now + settings.passIdleMs);
        return Promise.resolve({ admitted: true });
      }
      const place = places.get(studentId);
      if (place) {
        place.seen = now;
        const position = counts.countThrough(place.arrival);
        return Promise.resolve({ admitted: false, position, queueLength: places.size, since: place.since });
      }
      if (admitNewcomer && places.size === 0) {
        passes.set(studentId, now + settings.passIdleMs);
        return Promise.resolve({ admitted: true });
      }
      return Promise.resolve(enqueue(studentId, now));
    },

    tick(now, admit, counted) {
      for (const [studentId, expires] of passes) if (expires <= now) passes.delete(studentId);
      for (const [studentId, place] of places) {
        if (place.seen <= now - settings.placeIdleMs) leave(studentId, place);
      }
      let admittedNow = 0;
      while (admittedNow < admit && places.size > 0 && head < line.length) {
        const studentId = line[head];
        head += 1;
        const place = studentId === undefined ? undefined : places.get(studentId);
        if (studentId === undefined || !place) continue;
        leave(studentId, place);
        passes.set(studentId, now + settings.passIdleMs);
        admissions.push(now);
        admittedNow += 1;
      }
      startAfreshWhenEmpty();
      while (admissions.length > 0 && (admissions[0] ?? now) <= now - MINUTE_MS) admissions.shift();
      addTraffic(traffic, minuteOf(now), counted);
      for (const minute of traffic.keys()) if (minute < now - 15 * MINUTE_MS) traffic.delete(minute);
      let headSince: number | null = null;
      for (let i = head; i < line.length && headSince === null; i++) {
        const waiting = line[i];
        if (waiting !== undefined) headSince = places.get(waiting)?.since ?? null;
      }
      const figures: LineFigures = {
        admittedNow,
        queueLength: places.size,
        passes: passes.size,
        headSince,
        admittedLastMinute: admissions.length,
        admittedLastTenSeconds: countAfter(admissions, now - 10_000),
        mode,
      };
      return Promise.resolve(figures);
    },

    traffic(now, minutes) {
      const last = minuteOf(now);
      const rows: MinuteTraffic[] = [];
      for (let minute = last - (minutes - 1) * MINUTE_MS; minute <= last; minute += MINUTE_MS) {
        rows.push({ minute, ...(traffic.get(minute) ?? emptyTraffic()) });
      }
      return Promise.resolve(rows);
    },

    setMode(next) {
      mode = next;
      return Promise.resolve();
    },

    lineNow: () => Promise.resolve({ queueLength: places.size, passes: passes.size, mode }),

    close: () => Promise.resolve(),
  };
}

/** How many of the ascending times come after `from`. */
function countAfter(times: number[], from: number): number {
  let count = 0;
  for (let i = times.length - 1; i >= 0 && (times[i] ?? from) > from; i--) count += 1;
  return count;
}

export const emptyTraffic = (): TrafficCounts => ({ requests: 0, serverErrors: 0, refusals: 0, queued: 0 });

function addTraffic(traffic: Map<number, TrafficCounts>, minute: number, counted: TrafficCounts): void {
  const total = traffic.get(minute) ?? emptyTraffic();
  total.requests += counted.requests;
  total.serverErrors += counted.serverErrors;
  total.refusals += counted.refusals;
  total.queued += counted.queued;
  traffic.set(minute, total);
}
