import type { LiveMessage } from '@portal/contract';
import { notify } from '@portal/contract/calls';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, callUrl } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';
import { NOTIFY_KEY } from '../api/keys';
import { applyArrival, arrivalWords } from './arrival';
import { createArrivalGate } from './arrival-gate';
import { useDevicePush } from './use-device-push';

/** A stream ticket, then the stream's URL with the single-use ticket (never the token). */
async function streamUrl(): Promise<string> {
  const { Ticket } = await api.call(notify.streamTicket);
  return callUrl(notify.stream, { query: { ticket: Ticket } });
}

/**
 * Spec §4 arrival while the app is open: the signed-in student's live stream (no permission needed) and
 * pushes the service worker hands to a visible page raise the badge and show the message in a toast at the
 * top, once per message whichever comes first. Started once by the shell; it closes and
 * reopens whenever the identity changes (logout, staff starting or stopping acting as a student).
 */
export function useLiveUpdates(): void {
  const { profile, token } = useSession();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const accessToken = profile?.Role === 'student' ? token?.access_token : undefined;

  // The toast reads the current language; kept in a ref so a language change does not reopen the stream.
  const showRef = useRef<((message: LiveMessage) => void) | undefined>(undefined);
  useEffect(() => {
    showRef.current = (message) => {
      const words = arrivalWords(message, i18n.language);
      void import('./arrival-toast')
        .then(({ showArrivalToast }) =>
          showArrivalToast({
            header: words.Title,
            message: words.Body,
            position: 'top',
            cssClass: 'live-message-toast',
            buttons: [{ text: t('notifications.arrivalClose'), role: 'cancel' }],
          }),
        )
        // Offline before its code was fetched: the badge and the list still show the message.
        .catch(() => undefined);
    };
  }, [t, i18n]);

  // One gate per identity: the live stream and a push handed on by the service worker may both bring a message.
  const firstTime = useMemo(() => (accessToken ? createArrivalGate() : () => false), [accessToken]);
  const arrive = useCallback(
    (message: LiveMessage) => {
      if (!firstTime(message.MessageId)) return;
      applyArrival(queryClient);
      showRef.current?.(message);
    },
    [firstTime, queryClient],
  );
  useDevicePush(arrive);

  useEffect(() => {
    if (!accessToken) return undefined;
    // The stream checks each message against the contract's schema (zod): loaded when a stream opens, so
    // every schema of the contract stays out of the start-up bundle.
    let closed = false;
    let close: (() => void) | undefined;
    void import('./connection').then(({ connectLive }) => {
      if (closed) return;
      close = connectLive({
        streamUrl,
        openSource: (url) => new EventSource(url),
        onMessage: arrive,
        onReconnected: () => {
          void queryClient.invalidateQueries({ queryKey: NOTIFY_KEY });
        },
      });
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [accessToken, queryClient, arrive]);
}
