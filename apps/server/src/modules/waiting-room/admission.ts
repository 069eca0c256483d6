import type { AdmissionMode, WaitingRoomPlace } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { LoadReading, LoadSampler } from '../../platform/load/load-signals.js';
import type { AdmissionStore, Entry, LineFigures } from './store.js';
import { TrafficTally } from './traffic.js';

export const TICK_MS = 500;
/** With the mode `open`, the line drains this fast: effectively at once. */
const OPEN_BATCH = 5_000;
/** The polls per second of the first places in line, each asking once per position/this seconds. */
const FRONT_POLLS_PER_SECOND = 25;

export interface AdmissionSettings {
  eventLoopDelayThresholdMs: number;
  connectionWaitThresholdMs: number;
  passIdleSeconds: number;
  /** A place in line not asked about for this long is given up. */
  placeIdleSeconds: number;
  /** The starting admission rate per second, and the step by which it grows. */
  admitPerSecond: number;
}

const emptyFigures = (): LineFigures => ({
  admittedNow: 0,
  queueLength: 0,
  passes: 0,
  headSince: null,
  admittedLastMinute: 0,
  mode: 'auto',
});

/**
 * Admission control in front of registration calls. Every half second it reads the load signals, and
 * while they are under their thresholds lets students in from the head of the line at a rate that grows
 * step by step and halves when a signal goes over (additive increase, multiplicative decrease, as TCP
 * does), so the line drains as fast as this instance can serve with good latency. The decision for each
 * request reads only cached values and the store: O(1), no database.
 */
export class AdmissionController {
  /** This instance's registration calls since the last tick. */
  readonly tally = new TrafficTally();
  private reading: LoadReading = { eventLoopDelayMs: 0, connectionWaitMs: 0 };
  private overloaded = false;
  private wasOver = false;
  private figures = emptyFigures();
  private rate: number;
  private credit = 0;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(
    private readonly store: AdmissionStore,
    private readonly sampler: LoadSampler,
    private readonly settings: AdmissionSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.rate = settings.admitPerSecond;
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.sampler.close();
    await this.store.close();
  }

  /** New sessions are let straight in only when the mode allows and the signals are under threshold. */
  private admitsNewcomers(): boolean {
    return this.figures.mode === 'open' || (this.figures.mode === 'auto' && !this.overloaded);
  }

  /** A registration call or an admission request by the student: pass renewed, place kept, or decided. */
  async enter(studentId: number, now = Date.now()): Promise<Entry> {
    try {
      return await this.store.enter(studentId, now, this.admitsNewcomers());
    } catch (error) {
      // Like the rate limits: a store that cannot answer must not take registration down with it.
      this.log.warn({ err: error }, 'waiting room store unreachable; admitting');
      return { admitted: true };
    }
  }

  /** The answer the student's page shows for an entry. */
  place(entry: Entry, now = Date.now()): WaitingRoomPlace {
    const passIdle = this.settings.passIdleSeconds;
    if (entry.admitted) {
      return {
        Admitted: true,
        Position: null,
        QueueLength: this.figures.queueLength,
        ExpectedWaitSeconds: null,
        PollAfterSeconds: Math.max(30, Math.floor(passIdle / 3)),
        WaitingSince: null,
        PassIdleSeconds: passIdle,
      };
    }
    const perSecond = this.figures.admittedLastMinute / 60;
    const expected = perSecond > 0 ? Math.ceil(entry.position / perSecond) : null;
    return {
      Admitted: false,
      Position: entry.position,
      QueueLength: Math.max(entry.queueLength, entry.position),
      ExpectedWaitSeconds: expected,
      PollAfterSeconds: this.pollPause(entry.position, expected),
      WaitingSince: new Date(Math.min(entry.since, now)).toISOString(),
      PassIdleSeconds: passIdle,
    };
  }

  /**
   * How long a waiting student's page pauses before asking again. The line's polls must stay a small share
   * of what the server can answer whatever the line does: 30,000 waiting at one poll per 30 s took most of
   * a 2-core server, and a pause that did not grow with the position while nobody was let in (door closed,
   * signals over) kept the server over its signals, so nobody was let in. So a place never asks more often
   * than once per position/FRONT_POLLS_PER_SECOND seconds: the first n places together ask at most
   * FRONT_POLLS_PER_SECOND × (ln n + 0.6) times a second, whatever the admission rate. Within that, a
   * quarter of the expected wait; and never longer than a quarter of the place's idle time, so nobody loses
   * a place by waiting as told (with the default 600 s, 30,000 waiting ask ~400 times a second in all).
   */
  private pollPause(position: number, expected: number | null): number {
    const byPosition = Math.ceil(position / FRONT_POLLS_PER_SECOND);
    const byExpected = expected === null ? 0 : Math.ceil(expected / 4);
    return Math.min(Math.floor(this.settings.placeIdleSeconds / 4), Math.max(2, byPosition, byExpected));
  }

  /** One step of the controller (the timer's; tests call it directly). */
  async tick(now = Date.now()): Promise<LineFigures> {
    if (this.ticking) return this.figures;
    this.ticking = true;
    const counted = this.tally.take();
    try {
      this.reading = this.sampler.sample();
      const over =
        this.reading.eventLoopDelayMs > this.settings.eventLoopDelayThresholdMs ||
        this.reading.connectionWaitMs > this.settings.connectionWaitThresholdMs;
      // Overloaded once a signal stays over for two readings in a row (a second): one slow query or a
      // garbage collection is not a reason to stop letting people in. Back under, admission resumes at once.
      this.overloaded = over && this.wasOver;
      this.wasOver = over;
      const admit = this.budget();
      const figures = await this.store.tick(now, admit, counted);
      this.adapt(admit, figures);
      this.figures = figures;
    } catch (error) {
      this.tally.restore(counted);
      this.log.warn({ err: error }, 'waiting room tick failed');
    } finally {
      this.ticking = false;
    }
    return this.figures;
  }

  private budget(): number {
    const mode = this.figures.mode;
    if (mode === 'open') return OPEN_BATCH;
    if (mode === 'queue' || this.overloaded) return 0;
    this.credit = Math.min(this.credit + (this.rate * TICK_MS) / 1000, Math.max(1, this.rate));
    return Math.floor(this.credit);
  }

  private adapt(admit: number, figures: LineFigures): void {
    if (figures.mode !== 'auto') return;
    if (this.overloaded) {
      this.rate = Math.max(this.settings.admitPerSecond, this.rate / 2);
      this.credit = 0;
      return;
    }
    this.credit -= figures.admittedNow;
    if (figures.queueLength === 0) this.credit = 0;
    // The whole budget was used and people still wait: the server kept up, so let more in next time.
    if (admit > 0 && figures.admittedNow === admit && figures.queueLength > 0) {
      this.rate = Math.min(this.rate + this.settings.admitPerSecond, this.settings.admitPerSecond * 50);
    }
  }

  async setMode(mode: AdmissionMode): Promise<void> {
    await this.store.setMode(mode);
    this.figures = { ...this.figures, mode };
  }

  /** What the staff's live view shows of the door: the latest tick's figures and this instance's signals. */
  snapshot(): { figures: LineFigures; reading: LoadReading; overloaded: boolean; ratePerSecond: number } {
    return {
      figures: this.figures,
      reading: this.reading,
      overloaded: this.overloaded,
      ratePerSecond: this.rate,
    };
  }

  /** The last minutes of registration traffic on every instance. */
  recentTraffic(now: number, minutes: number) {
    return this.store.traffic(now, minutes);
  }
}
