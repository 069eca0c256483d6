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

let queue: readonly AppAlert[] = [];
const listeners = new Set<Listener>();

function publish(next: readonly AppAlert[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

export function showAlert(alert: AppAlert): void {
  if (queue.some((waiting) => waiting.kind === alert.kind)) return;
  publish([...queue, alert]);
}

/** The alert on screen has been answered; the next one (if any) follows. */
export function dismissAlert(alert: AppAlert): void {
  publish(queue.filter((waiting) => waiting !== alert));
}

export function currentAlert(): AppAlert | undefined {
  return queue[0];
}

export function subscribeToAlerts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
