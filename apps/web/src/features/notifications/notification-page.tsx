import {
  IonButton,
  IonIcon,
  IonLabel,
  IonSegment,
  IonSegmentButton,
  isPlatform,
  type RefresherEventDetail,
} from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { settingsOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadStatus } from '@portal/contract';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { useSession } from '../../lib/use-session';
import { NOTIFY_KEY } from './api/keys';
import { useUnreadCount } from './api/get-unread-count';
import { useMarkAllMessagesRead } from './api/mark-all-messages-read';
import { MessageList } from './components/message-list';
import { PushPrompt } from './push/push-prompt';
import { SendMessagePanel } from './components/send-message-panel';
import { NOTIFICATIONS_NAMESPACE } from './translations';
import './notifications.css';

const FILTERS = ['all', 'unread'] as const satisfies readonly ReadStatus[];
type Filter = (typeof FILTERS)[number];

function isFilter(value: unknown): value is Filter {
  return FILTERS.some((filter) => filter === value);
}

/** The student's message centre: filter, mark all read, the list, pull-to-refresh on a phone. */
function MessageCentre() {
  const { t } = useTranslation(['translation', NOTIFICATIONS_NAMESPACE]);
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const unread = useUnreadCount();
  const markAll = useMarkAllMessagesRead();
  const unreadCount = unread.data ?? 0;
  // Touch devices pull to refresh; the refresher is not offered to a mouse.
  const onPhone = isPlatform('mobile');

  async function refresh(event: CustomEvent<RefresherEventDetail>) {
    await queryClient.invalidateQueries({ queryKey: NOTIFY_KEY });
    event.detail.complete();
  }

  return (
    <>
      {onPhone && <PullToRefresh onRefresh={refresh} />}
      <PageBody>
        <PushPrompt />
        <div className="notify-toolbar">
          <IonSegment
            className="notify-filter"
            aria-label={t('notifications.segmentLabel')}
            value={filter}
            onIonChange={(event) => {
              if (isFilter(event.detail.value)) setFilter(event.detail.value);
            }}
          >
            <IonSegmentButton value="all">
              <IonLabel>{t('notifications.all')}</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="unread">
              <IonLabel>
                {unreadCount > 0
                  ? t('notifications.unreadWithCount', { count: unreadCount })
                  : t('notifications.unread')}
              </IonLabel>
            </IonSegmentButton>
          </IonSegment>
          <IonButton
            className="notify-mark-all"
            fill="clear"
            disabled={unreadCount === 0 || markAll.isPending}
            onClick={() => {
              markAll.mutate();
            }}
          >
            {markAll.isPending ? t('notifications.markingAllRead') : t('notifications.markAllRead')}
          </IonButton>
          <IonButton
            className="notify-settings-link"
            fill="clear"
            routerLink="/notification-settings"
            aria-label={t('notifications:settings.openSettings')}
            title={t('notifications:settings.openSettings')}
          >
            <IonIcon slot="icon-only" icon={settingsOutline} aria-hidden="true" />
          </IonButton>
        </div>
        <MessageList key={filter} readStatus={filter} onPhone={onPhone} />
      </PageBody>
    </>
  );
}

const SENDER_ROLES = ['communications', 'registrar'];

/**
 * Route `notification`. Students read their messages; staff who may send messages (communications,
 * registrar) write them here, since staff have no messages of their own.
 */
export default function NotificationPage() {
  const { profile } = useSession();
  if (profile?.Role === 'staff')
    return <SendMessagePanel mayPost={profile.Roles.some((role) => SENDER_ROLES.includes(role))} />;
  return <MessageCentre />;
}
