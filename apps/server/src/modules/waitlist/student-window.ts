import type { WaitlistWindow, WaitlistWindowTime } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { say, type Bilingual, type Said } from '../../platform/i18n/said.js';
import { windowClosedMessage } from '../advising/service.js';
import {
  openToStudent,
  studentRegistrationTimes,
  type StudentRegistrationTime,
} from '../time-tickets/service.js';

/** Add/drop first: while both are open to the student, the term has moved on to add/drop. */
const PREFERENCE: readonly WaitlistWindow[] = ['add_drop', 'advising'];
const WINDOW_WORDS: Record<WaitlistWindow, Bilingual> = {
  advising: { en: 'advising', ar: 'الإرشاد' },
  add_drop: { en: 'add/drop', ar: 'الحذف والإضافة' },
};

export interface StudentWaitlistWindow {
  /** The window the student's waitlist writes go through now; null while none is open to them. */
  window: WaitlistWindow | null;
  times: StudentRegistrationTime[];
  now: Date;
}

const openTo = (state: Pick<StudentWaitlistWindow, 'times' | 'now'>, kind: WaitlistWindow) =>
  state.times.some((time) => time.kind === kind && openToStudent(time, state.now));

/**
 * The one rule for which window a student's waitlist writes go through now: a window that is open and
 * whose registration time (time ticket) has come for this student — so the route's ticket guard lets the
 * call through. GetStudentWaitlists names it to every page that shows an offer or a join button; join and
 * accept refuse any other; the offer message says when the student can answer from it.
 */
export async function studentWaitlistWindow(
  db: Database,
  studentId: number,
  now: Date,
): Promise<StudentWaitlistWindow> {
  const times = await studentRegistrationTimes(db, studentId);
  const window = PREFERENCE.find((kind) => openTo({ times, now }, kind)) ?? null;
  return { window, times, now };
}

/** The windows as GetStudentWaitlists shows them. */
export function windowTimesView(state: StudentWaitlistWindow): WaitlistWindowTime[] {
  return state.times.map((time) => ({
    Kind: time.kind,
    OpensAt: time.opensAt.toISOString(),
    ClosesAt: time.closesAt.toISOString(),
    YourTimeAt: time.yourTimeAt?.toISOString() ?? null,
    OpenToYou: openToStudent(time, state.now),
  }));
}

/** The first moment from now, before `before`, at which a window is open to the student; null if none. */
export function nextOpening(
  state: StudentWaitlistWindow,
  before: Date,
): { kind: WaitlistWindow; at: Date } | null {
  const starts = state.times.flatMap((time) => {
    const at = Math.max(+time.opensAt, +(time.yourTimeAt ?? time.opensAt), +state.now);
    return at < +time.closesAt && at < +before ? [{ kind: time.kind, at: new Date(at) }] : [];
  });
  return starts.sort((a, b) => +a.at - +b.at)[0] ?? null;
}

/** Why the student's waitlist write through `kind` cannot be taken now; null when that window is theirs. */
export function windowRefusal(
  state: StudentWaitlistWindow,
  kind: WaitlistWindow,
  timeZone: string,
): Said | null {
  if (openTo(state, kind)) return null;
  const time = state.times.find((candidate) => candidate.kind === kind);
  const window = WINDOW_WORDS[kind];
  const reason =
    windowClosedMessage(kind, time, state.now, timeZone) ??
    (time?.yourTimeAt
      ? say('waitlist.yourTime', {
          window,
          time: { at: time.yourTimeAt, timeZone },
          zone: { zone: timeZone },
        })
      : say('waitlist.notOpen', { window }));
  return state.window
    ? say('waitlist.goesThrough', { reason, window: WINDOW_WORDS[state.window] })
    : say('waitlist.nothingChanged', { reason });
}

/** The offer message's instruction: where and from when the student can answer, truthfully. */
export function whereToAnswer(state: StudentWaitlistWindow, expiresAt: Date, timeZone: string): Said {
  if (state.window) return say('waitlist.answerOnHome');
  const next = nextOpening(state, expiresAt);
  if (!next) return say('waitlist.cannotAnswer');
  return say('waitlist.answerFrom', {
    time: { at: next.at, timeZone },
    zone: { zone: timeZone },
    window: WINDOW_WORDS[next.kind],
  });
}
