import { useSyncExternalStore } from 'react';

/** Follows the browser's online/offline events; returns an unsubscribe function. */
export function subscribeToConnection(onChange: () => void, target: Window = window): () => void {
  target.addEventListener('online', onChange);
  target.addEventListener('offline', onChange);
  return () => {
    target.removeEventListener('online', onChange);
    target.removeEventListener('offline', onChange);
  };
}

/** The browser's own verdict: false only when it knows there is no network at all. */
export function isOffline(): boolean {
  return !navigator.onLine;
}

/** True while the device has no network; re-renders when it goes off- or online. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOffline, () => false);
}
