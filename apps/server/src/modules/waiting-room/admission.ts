import type { AdmissionMode, WaitingRoomPlace } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { LoadReading, LoadSampler } from '../../platform/load/load-signals.js';
import type { AdmissionStore, Entry, LineFigures } from './store.js';
import { AdmissionPace } from './admission-pace.js';
import { HeldPlaces } from './held-places.js';
import { memoryAdmissionStore } from './memory-store.js';
import { holdZone, placeAnswer, type PlaceSettings } from './place.js';
import { TrafficTally } from './traffic.js';

export const TICK_MS = 500;
/** With the mode `open`, the line drains this fast: effectively at once. */
const OPEN_BATCH = 5_000;
/** The pace is measured over the last ten seconds of ticks. */
const PACE_TICKS = 20;
/** After an overload the door reopens a little under the pace that led to it. */
const REOPEN_SHARE = 0.9;

export interface AdmissionSettings extends PlaceSettings {
  eventLoopDelayThresholdMs: number;
  connectionWaitThresholdMs: number;
  /** The starting admission rate per second, and the step by which it grows. */
  admitPerSecond: number;
}

const emptyFigures = (): LineFigures => ({
  admittedNow: 0,
  queueLength: 0,
  passes: 0,
  headSince: null,
  admittedLastMinute: 0,
  admittedLastTenSeconds: 0,
  mode: 'auto',
});

/**
 * Admission control in front of registration calls. Every half second it reads the load signals, and
 * while they are under their thresholds lets students in from the head of the line at a rate that grows
 * step by step while the server keeps up. When a signal goes over, the door closes until it is back under
 * and the rate is set to the pace of admissions measured over the ten seconds before: the capacity this
 * instance showed, so a faster server lets the line in faster and an overload does not send the door back
 * to its starting rate. The decision for each request reads only cached values and the store: O(1), no
 * database.
 */
export class AdmissionController {
  /** This instance's registration calls since the last tick. */
  readonly tally = new TrafficTally();
  private readonly held = new HeldPlaces();
  private readonly pace = new AdmissionPace(PACE_TICKS, TICK_MS);
  private reading: LoadReading = { eventLoopDelayMs: 0, connectionWaitMs: 0 };
  private overloaded = false;
  private wasOver = false;
  private figures = emptyFigures();
  private rate: number;
  /** The rate was set from the measured pace as the current overload began. */
  private backedOff = false;
  private credit = 0;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  /** Students this instance let in from the line since it started: /metrics' counter. */
  private admittedSinceStart = 0;
  /**
   * This instance's own line, used while the shared store cannot answer (Redis away). It lets students in
   * at this instance's own budget and load signals, as the shared line would through this instance, so the
   * door cannot let in more than this server keeps up with; letting everyone in could (registration day's
   * rush on a database already at its limit), and holding everyone out would stop registration for nothing.
   */
  private readonly alone: AdmissionStore;

  constructor(
    private readonly store: AdmissionStore,
    private readonly sampler: LoadSampler,
    private readonly settings: AdmissionSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.rate = settings.admitPerSecond;
    this.alone = memoryAdmissionStore({
      passIdleMs: settings.passIdleSeconds * 1000,
      placeIdleMs: settings.placeIdleSeconds * 1000,
    });
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** Answers every held request (before a shutdown waits for requests in flight). */
  releaseHeld(): void {
    this.held.close();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.held.close();
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
      // A student with a pass in the shared line is a newcomer here: let in if this instance's line is empty.
      this.log.warn({ err: error }, "waiting room store unreachable; this instance's own line");
      return this.alone.enter(studentId, now, this.admitsNewcomers());
    }
  }

  /** The answer the student's page shows for an entry (a queued call's, or a request not held). */
  place(entry: Entry, now = Date.now()): WaitingRoomPlace {
    return placeAnswer(entry, this.figures, this.settings, now, false);
  }

  /**
   * A request for admission: the waiting room's own ask (`wait`) from the front of the line is held open (up
   * to the hold) until the line reaches it, then answered; any other is answered at once with when to ask
   * again (a page entering registration shows the line at once).
   */
  async requestAdmission(studentId: number, wait: boolean): Promise<WaitingRoomPlace> {
    let entry = await this.enter(studentId);
    if (!wait || entry.admitted || entry.position > holdZone(this.settings)) return this.place(entry);
    const deadline = Date.now() + this.settings.holdSeconds * 1000;
    for (;;) {
      const remaining = deadline - Date.now();
      const end = remaining > 0 ? await this.held.hold(entry.since, remaining) : 'deadline';
      if (end === 'closing') return this.place(entry);
      entry = await this.enter(studentId);
      if (entry.admitted || end === 'deadline') {
        return placeAnswer(entry, this.figures, this.settings, Date.now(), true);
      }
    }
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
      const figures = await this.store.tick(now, admit, counted).catch(async (error: unknown) => {
        this.log.warn({ err: error }, "waiting room store unreachable; ticking this instance's own line");
        // The mode the staff last set holds here too: a door held shut stays shut.
        await this.alone.setMode(this.figures.mode);
        return this.alone.tick(now, admit, counted);
      });
      this.admittedSinceStart += figures.admittedNow;
      this.adapt(admit, figures);
      this.figures = figures;
      this.held.lineMoved(figures.headSince);
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
    this.pace.add(figures.admittedNow);
    if (this.overloaded) {
      // Once, as the overload begins: halving at every tick of a long overload used to bring the door
      // back to its starting rate, and the line then crept up again from there.
      if (!this.backedOff) this.rate = this.measuredRate();
      this.backedOff = true;
      this.credit = 0;
      return;
    }
    this.backedOff = false;
    this.credit -= figures.admittedNow;
    if (figures.queueLength === 0) this.credit = 0;
    // The whole budget was used and people still wait: the server kept up, so let more in next time.
    if (admit > 0 && figures.admittedNow === admit && figures.queueLength > 0) {
      this.rate = Math.min(this.rate + this.settings.admitPerSecond, this.settings.admitPerSecond * 50);
    }
  }

  /**
   * A little under the admissions per second of the last ten seconds, closed ticks included: what the server
   * absorbed on average before it went over. At least the step.
   */
  private measuredRate(): number {
    return Math.max(this.settings.admitPerSecond, Math.floor(this.pace.perSecond() * REOPEN_SHARE));
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

  /** This instance's door for /metrics; the line itself is read from the store (`lineNow`). */
  door(): { admittedSinceStart: number; pacePerSecond: number; ratePerSecond: number; overloaded: boolean } {
    return {
      admittedSinceStart: this.admittedSinceStart,
      pacePerSecond: this.pace.perSecond(),
      ratePerSecond: this.rate,
      overloaded: this.overloaded,
    };
  }

  /** The line as it stands now, read from the store (every instance's line when shared). */
  lineNow() {
    return this.store.lineNow();
  }

  /** The last minutes of registration traffic on every instance. */
  recentTraffic(now: number, minutes: number) {
    return this.store.traffic(now, minutes);
  }
}
