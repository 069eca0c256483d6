import { checkInBody } from '@portal/contract';
import type { Scan } from './api/check-in';

/*
 * Scans made while the phone had no network, kept in localStorage so a reload or a crash loses none. Each
 * keeps its own ScanId and ScannedAt: the server admits by them, and a scan synced twice answers as the first.
 */

const QUEUE_KEY = 'door.queuedScans';
const GATE_KEY = 'door.gate';

export function queuedScans(storage: Storage = window.localStorage): Scan[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((one) => {
      const parsed = checkInBody.safeParse(one);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

function keep(scans: readonly Scan[], storage: Storage) {
  if (scans.length === 0) storage.removeItem(QUEUE_KEY);
  else storage.setItem(QUEUE_KEY, JSON.stringify(scans));
}

export function queueScan(scan: Scan, storage: Storage = window.localStorage) {
  keep([...queuedScans(storage), scan], storage);
}

export function dropScan(scanId: string, storage: Storage = window.localStorage) {
  keep(
    queuedScans(storage).filter((one) => one.ScanId !== scanId),
    storage,
  );
}

/** The gate this phone stands at, remembered between shifts. */
export const rememberedGate = (storage: Storage = window.localStorage) => storage.getItem(GATE_KEY) ?? '';
export const rememberGate = (gate: string, storage: Storage = window.localStorage) => {
  storage.setItem(GATE_KEY, gate);
};

/** A new scan of `code`: its own id and the time it was made, whenever it reaches the server. */
export const newScan = (eventId: number, gate: string, code: string): Scan => ({
  EventId: eventId,
  Code: code.trim(),
  Gate: gate.trim(),
  ScanId: crypto.randomUUID(),
  ScannedAt: new Date().toISOString(),
});
