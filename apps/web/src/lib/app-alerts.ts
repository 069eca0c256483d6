/**
 * The app's alerts of spec §8, raised from anywhere (the API client, start-up, downloads) and shown one at a
 * time by app/alert-host.tsx. An alert of a kind already waiting is not queued again: when the connection
 * drops, ten failing calls must not stack ten identical alerts.
 */
export type AppAlert =
  /** HTTP 504 from any call. */
  | { kind: 'no-connection' }
  /** Any other HTTP error the page itself cannot explain. */
  | { kind: 'connection-error' }
  /** The menu answered Status "403": the student may not use the app now; the only way out is Exit. */
  | { kind: 'not-allowed' }
  /** A download was started without a stored token. */
  | { kind: 'invalid-token' }
  /**
   * Loading the menu, the student data, the app or logging out failed. `connection`: no answer at all;
   * `other`: an answer that was not usable. Retry runs the step again; Exit leaves the app.
   */
  | { kind: 'step-failed'; step: StartUpStep; cause: 'connection' | 'other'; retry: () => void }
  /** This deployment is a beta (runtime configuration); links to the current version. */
  | { kind: 'beta'; currentVersionUrl: string };

export type StartUpStep = 'menu' | 'student-data' | 'app' | 'logout';

type Listener = () => void;

/**
 * A call's failure alerts stay away this long after the student answered one of their kind: a page retries a
 * failing call (lib/query-client.ts) and, answered before the retries were through, the same alert would
 * come straight back for what the student already knows.
 */
export const FAILURE_ALERT_QUIET_MS = 10_000;
const FAILURE_KINDS: ReadonlySet<AppAlert['kind']> = new Set(['no-connection', 'connection-error']);

let queue: readonly AppAlert[] = [];
const answeredAt = new Map<AppAlert['kind'], number>();
const listeners = new Set<Listener>();

function publish(next: readonly AppAlert[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

export function showAlert(alert: AppAlert): void {
  if (queue.some((waiting) => waiting.kind === alert.kind)) return;
  const answered = answeredAt.get(alert.kind);
  if (answered !== undefined && Date.now() - answered < FAILURE_ALERT_QUIET_MS) return;
  publish([...queue, alert]);
}

/** The alert on screen has been answered; the next one (if any) follows. */
export function dismissAlert(alert: AppAlert): void {
  if (!queue.includes(alert)) return;
  if (FAILURE_KINDS.has(alert.kind)) answeredAt.set(alert.kind, Date.now());
  publish(queue.filter((waiting) => waiting !== alert));
}

export function currentAlert(): AppAlert | undefined {
  return queue[0];
}

export function subscribeToAlerts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
