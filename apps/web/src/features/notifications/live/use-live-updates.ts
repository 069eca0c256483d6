import type { LiveMessage, StreamTicket } from '@portal/contract';
import { useIonToast } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, baseUrlFor } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';
import { NOTIFY_KEY } from '../api/keys';
import { applyArrival } from './arrival';
import { connectLive } from './connection';

/** POST /api/Notify/StreamTicket, then the stream's URL with the single-use ticket (never the token). */
async function streamUrl(): Promise<string> {
  const { Ticket } = await api.post<StreamTicket>('notify', '/api/Notify/StreamTicket');
  return `${await baseUrlFor('notify')}/api/Notify/Stream?ticket=${encodeURIComponent(Ticket)}`;
}

/**
 * Spec §4 arrival while the app is open, without push permission: the signed-in student's live stream
 * raises the badge and shows the message in a toast at the top. Started once by the shell; it closes and
 * reopens whenever the identity changes (logout, staff starting or stopping acting as a student).
 */
export function useLiveUpdates(): void {
  const { profile, token } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [presentToast] = useIonToast();
  const accessToken = profile?.Role === 'student' ? token?.access_token : undefined;

  // The toast reads the current language; kept in a ref so a language change does not reopen the stream.
  const showRef = useRef<((message: LiveMessage) => void) | undefined>(undefined);
  useEffect(() => {
    showRef.current = (message) => {
      void presentToast({
        header: message.Title,
        message: message.Body,
        position: 'top',
        cssClass: 'live-message-toast',
        buttons: [{ text: t('notifications.arrivalClose'), role: 'cancel' }],
      });
    };
  }, [presentToast, t]);

  useEffect(() => {
    if (!accessToken) return undefined;
    return connectLive({
      streamUrl,
      openSource: (url) => new EventSource(url),
      onMessage: (message) => {
        applyArrival(queryClient);
        showRef.current?.(message);
      },
      onReconnected: () => {
        void queryClient.invalidateQueries({ queryKey: NOTIFY_KEY });
      },
    });
  }, [accessToken, queryClient]);
}
