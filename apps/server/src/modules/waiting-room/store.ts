import type { AdmissionMode } from '@portal/contract';

/** A student's standing at the door: holding a pass, or waiting at a position in the line. */
export type Entry =
  { admitted: true } | { admitted: false; position: number; queueLength: number; since: number };

/** What one registration call's outcome adds to the minute's traffic. */
export interface TrafficCounts {
  requests: number;
  serverErrors: number;
  refusals: number;
  queued: number;
}

export interface MinuteTraffic extends TrafficCounts {
  /** Start of the minute, ms since the epoch. */
  minute: number;
}

/** The line and the passes after a tick, as every instance sees them. */
export interface LineFigures {
  admittedNow: number;
  queueLength: number;
  passes: number;
  /** When the student at the head of the line arrived; null with nobody waiting. */
  headSince: number | null;
  /** Students let in from the line during the last minute, by every instance. */
  admittedLastMinute: number;
  /** The same for the last ten seconds: the line's pace as it is now, not as it was a minute ago. */
  admittedLastTenSeconds: number;
  mode: AdmissionMode;
}

/** The line as it stands between ticks, for /metrics: every instance's line when the store is shared. */
export interface LineNow {
  queueLength: number;
  /** Passes held, lapsed ones included until the next tick drops them. */
  passes: number;
  mode: AdmissionMode;
}

export interface StoreSettings {
  passIdleMs: number;
  placeIdleMs: number;
}

/**
 * The waiting room's shared state: passes, the line, the mode and the traffic counters. In memory for
 * one instance; in Redis (every operation one atomic script) when several instances share one line.
 * Every operation is O(log n) at most: nothing here reads the database.
 */
export interface AdmissionStore {
  /**
   * A registration call or a request for admission by `studentId`: renews a pass held, refreshes a place
   * held, or decides for a newcomer — a pass when `admitNewcomer` and nobody waits, else the end of the line.
   */
  enter(studentId: number, now: number, admitNewcomer: boolean): Promise<Entry>;
  /** Drops lapsed passes and places, lets up to `admit` students in from the head, adds the traffic. */
  tick(now: number, admit: number, traffic: TrafficCounts): Promise<LineFigures>;
  /** The last `minutes` whole minutes of traffic up to `now`'s minute, oldest first. */
  traffic(now: number, minutes: number): Promise<MinuteTraffic[]>;
  setMode(mode: AdmissionMode): Promise<void>;
  /** The line's length, the passes and the mode, changing nothing: one read. */
  lineNow(): Promise<LineNow>;
  close(): Promise<void>;
}

export const MINUTE_MS = 60_000;
export const minuteOf = (now: number) => now - (now % MINUTE_MS);
