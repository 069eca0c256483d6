import { isNativeApp } from './platform';

/** Spec §1/§9: the service worker's name and how often the app looks for a new version. */
export const SERVICE_WORKER_URL = '/combined-sw.js';
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

/** What keepUpToDate needs of workbox-window's Workbox (a fake in unit tests). */
export interface ServiceWorkerControl {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
}

export interface KeepUpToDateOptions {
  /** Reloads the page once the new version controls it. */
  reload: () => void;
  checkEveryMs?: number;
}

/**
 * Spec §1/§9: registers the worker, asks the server for a new version every minute and, when one has
 * installed and waits, activates it and reloads so the page runs the new code. (A worker installed on a
 * first visit takes control without a reload: nothing older was running.) Returns a stop function.
 */
export async function keepUpToDate(
  workbox: ServiceWorkerControl,
  { reload, checkEveryMs = UPDATE_CHECK_INTERVAL_MS }: KeepUpToDateOptions,
): Promise<() => void> {
  workbox.addEventListener('waiting', () => {
    workbox.addEventListener('controlling', () => {
      reload();
    });
    workbox.messageSkipWaiting();
  });
  await workbox.register();
  // A failed check (offline, server restarting) is simply tried again at the next tick.
  const timer = setInterval(() => {
    workbox.update().catch(() => undefined);
  }, checkEveryMs);
  return () => {
    clearInterval(timer);
  };
}

/**
 * Starts the service worker in a browser that has them, in the built app only (the dev server serves no
 * worker) and not in the native shell (Capacitor serves the files from the app bundle). workbox-window
 * is loaded on demand and registers after the page's load event, so neither delays the first render.
 */
export async function startServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || isNativeApp() || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  await keepUpToDate(new Workbox(SERVICE_WORKER_URL, { scope: '/' }), {
    reload: () => {
      window.location.reload();
    },
  });
}
