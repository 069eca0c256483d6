import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { checkIn, type Admission } from './api/check-in';
import { DOOR_KEY } from './api/keys';
import { dropScan, newScan, queuedScans, queueScan } from './scan-queue';

export type ScanResult =
  | { kind: 'admitted'; admission: Admission }
  | { kind: 'refused'; message: string }
  | { kind: 'queued' }
  | { kind: 'failed'; message: string };

/** How often queued scans are tried again while the page is open, besides the browser's 'online' event. */
export const RETRY_EVERY_MS = 15_000;

/** No answer at all: the scan is kept to send later rather than lost (a refusal or a server error is not). */
function unreachable(error: unknown): boolean {
  if (isApiError(error)) return error.kind === 'network' || error.kind === 'offline';
  return error instanceof TypeError || !navigator.onLine;
}

/**
 * The server's last word on a queued scan: a refusal, or a request it will never take (a 4xx other than
 * an expired session or a busy server). Anything else is tried again later.
 */
function answeredForGood(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'refusal') return true;
  return (
    error.kind === 'http' &&
    error.httpStatus >= 400 &&
    error.httpStatus < 500 &&
    ![401, 408, 429].includes(error.httpStatus)
  );
}

/**
 * The door's scans: each is sent at once; without a network it is queued on the phone with its own id and
 * time and sent when the network is back. Refusals met while syncing are listed, since nobody watched them.
 */
export function useDoorScans() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ScanResult>();
  const [checking, setChecking] = useState(false);
  const [waiting, setWaiting] = useState(() => queuedScans().length);
  const [syncRefusals, setSyncRefusals] = useState<string[]>([]);
  const syncing = useRef(false);

  const sync = useCallback(async () => {
    if (syncing.current || queuedScans().length === 0) return;
    syncing.current = true;
    try {
      for (const scan of queuedScans()) {
        try {
          await checkIn(scan);
        } catch (error) {
          if (!answeredForGood(error)) return;
          setSyncRefusals((refusals) => [...refusals, errorMessage(error, t)]);
        }
        dropScan(scan.ScanId);
        setWaiting(queuedScans().length);
      }
    } finally {
      syncing.current = false;
      setWaiting(queuedScans().length);
      void queryClient.invalidateQueries({ queryKey: [...DOOR_KEY, 'counts'] });
    }
  }, [queryClient, t]);

  useEffect(() => {
    const again = () => void sync();
    again();
    window.addEventListener('online', again);
    const timer = window.setInterval(again, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', again);
      window.clearInterval(timer);
    };
  }, [sync]);

  const scan = async (eventId: number, gate: string, code: string) => {
    const made = newScan(eventId, gate, code);
    setChecking(true);
    try {
      setResult({ kind: 'admitted', admission: await checkIn(made) });
    } catch (error) {
      if (unreachable(error)) {
        queueScan(made);
        setWaiting(queuedScans().length);
        setResult({ kind: 'queued' });
      } else if (isApiError(error) && error.kind === 'refusal')
        setResult({ kind: 'refused', message: error.serverMessage ?? t('errors.unexpected') });
      else setResult({ kind: 'failed', message: errorMessage(error, t) });
    } finally {
      setChecking(false);
      void queryClient.invalidateQueries({ queryKey: [...DOOR_KEY, 'counts'] });
    }
  };

  return { result, checking, scan, waiting, sync, syncRefusals };
}
