import type { WaitingRoomPlace } from '@portal/contract';
import type { Entry, LineFigures } from './store.js';

/** The polls per second of the first places in line, each asking once per position/this seconds. */
export const FRONT_POLLS_PER_SECOND = 25;

export interface PlaceSettings {
  passIdleSeconds: number;
  placeIdleSeconds: number;
  /** How long an admission request from the front of the line is held open (0: never). */
  holdSeconds: number;
}

/**
 * The places held open rather than told to ask again: those whose pause by position would be no longer
 * than the hold anyway (500 with the default 20 s), so holding them adds no requests.
 */
export const holdZone = (settings: PlaceSettings) => FRONT_POLLS_PER_SECOND * settings.holdSeconds;

/** Admissions per second as the line moves now: the faster of the last ten seconds and the last minute. */
function linePace(figures: LineFigures): number {
  return Math.max(figures.admittedLastMinute / 60, figures.admittedLastTenSeconds / 10);
}

/**
 * The answer the student's page shows for an entry. `held`: the answer ends a held request, so the page
 * asks again at once (and is held again) rather than pausing.
 */
export function placeAnswer(
  entry: Entry,
  figures: LineFigures,
  settings: PlaceSettings,
  now: number,
  held: boolean,
): WaitingRoomPlace {
  const passIdle = settings.passIdleSeconds;
  if (entry.admitted) {
    return {
      Admitted: true,
      Position: null,
      QueueLength: figures.queueLength,
      ExpectedWaitSeconds: null,
      PollAfterSeconds: Math.max(30, Math.floor(passIdle / 3)),
      WaitingSince: null,
      PassIdleSeconds: passIdle,
    };
  }
  const pace = linePace(figures);
  const expected = pace > 0 ? Math.ceil(entry.position / pace) : null;
  return {
    Admitted: false,
    Position: entry.position,
    QueueLength: Math.max(entry.queueLength, entry.position),
    ExpectedWaitSeconds: expected,
    PollAfterSeconds: held ? 0 : pollPause(entry.position, pace, settings),
    WaitingSince: new Date(Math.min(entry.since, now)).toISOString(),
    PassIdleSeconds: settings.passIdleSeconds,
  };
}

/**
 * How long a waiting student's page pauses before asking again. The line's polls must stay a small share
 * of what the server can answer whatever the line does: 30,000 waiting at one poll per 30 s took most of
 * a 2-core server, and a pause that did not grow with the position while nobody was let in (door closed,
 * signals over) kept the server over its signals, so nobody was let in. So, by position, a place asks at
 * most once per position/FRONT_POLLS_PER_SECOND seconds: the first n places together at most
 * FRONT_POLLS_PER_SECOND × (ln n + 0.6) times a second. Never longer than a quarter of the place's idle
 * time, so nobody loses a place by waiting as told (with the default 600 s, 30,000 waiting ask ~400 times a
 * second in all).
 *
 * With holds, the front of the line is held open instead (held-places.ts), and a place behind it is told to
 * come back when the line, at its present pace, reaches the front: by then it is held, and learns of its
 * admission the moment it comes. A pause by position alone would make a fast line admit students who are
 * still pausing, and the server idles while they do. That costs polls in proportion to the pace (about
 * pace × ln(line / zone) a second), which the admissions themselves already are.
 */
export function pollPause(position: number, pace: number, settings: PlaceSettings): number {
  const longest = Math.floor(settings.placeIdleSeconds / 4);
  const zone = holdZone(settings);
  if (zone === 0) {
    const byPosition = Math.ceil(position / FRONT_POLLS_PER_SECOND);
    const byExpected = pace > 0 ? Math.ceil(position / pace / 4) : 0;
    return Math.min(longest, Math.max(2, byPosition, byExpected));
  }
  const behind = Math.max(0, position - zone);
  const byPosition = Math.ceil(behind / FRONT_POLLS_PER_SECOND);
  const toFront = pace > 0 ? Math.floor(behind / pace) : byPosition;
  return Math.min(longest, Math.max(2, Math.min(byPosition, toFront)));
}
