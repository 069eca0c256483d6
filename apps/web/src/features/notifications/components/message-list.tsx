import { IonButton } from '@ionic/react';
import { checkmarkDoneOutline, notificationsOffOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadStatus } from '@portal/contract';
import { LoadFailedPanel } from '../../../components/query-state/load-failed-panel';
import { Skeleton } from '../../../components/skeleton';
import { StatePanel } from '../../../components/state-panel';
import { useStudentMessages } from '../api/get-student-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { MessageItem } from './message-item';

function LoadingMessages() {
  const { t } = useTranslation();
  return (
    <ul className="message-list" aria-busy="true" aria-label={t('notifications.loadingMessages')}>
      {[0, 1, 2].map((row) => (
        <li key={row} className="message message--skeleton">
          <Skeleton style={{ width: '55%', height: '1rem' }} />
          <Skeleton style={{ width: '90%', height: '0.85rem' }} />
        </li>
      ))}
    </ul>
  );
}

/** The student's messages under one filter: loading, error, empty, and the list with "Show more". */
export function MessageList({ readStatus, onPhone }: { readStatus: ReadStatus; onPhone: boolean }) {
  const { t } = useTranslation();
  const messages = useStudentMessages(readStatus);
  const markRead = useMarkMessageRead();
  const [openId, setOpenId] = useState<number>();

  if (messages.isPending) return <LoadingMessages />;
  if (messages.isError) {
    return (
      <LoadFailedPanel
        title={t('notifications.loadError')}
        error={messages.error}
        onRetry={() => void messages.refetch()}
      />
    );
  }
  const items = messages.data.pages.flatMap((page) => page.Items);
  const total = messages.data.pages[0]?.Total ?? 0;
  if (items.length === 0) {
    return readStatus === 'unread' ? (
      <StatePanel
        tone="empty"
        icon={checkmarkDoneOutline}
        title={t('notifications.caughtUpTitle')}
        detail={t('notifications.caughtUpDetail')}
      />
    ) : (
      <StatePanel
        tone="empty"
        icon={notificationsOffOutline}
        title={t('notifications.emptyTitle')}
        detail={t(onPhone ? 'notifications.emptyDetail' : 'notifications.emptyDetailDesktop')}
      />
    );
  }

  function toggle(messageId: number, isRead: boolean) {
    setOpenId((current) => (current === messageId ? undefined : messageId));
    if (!isRead) markRead.mutate(messageId);
  }

  return (
    <>
      {markRead.isError && (
        <p className="notify-problem" role="alert">
          {t('notifications.markFailed')}
        </p>
      )}
      <ul className="message-list">
        {items.map((message) => (
          <li key={message.MessageId}>
            <MessageItem
              message={message}
              open={openId === message.MessageId}
              onToggle={() => {
                toggle(message.MessageId, message.IsRead);
              }}
            />
          </li>
        ))}
      </ul>
      <div className="message-list__footer">
        <span className="message-list__count">
          {t('notifications.count', { shown: items.length, total })}
        </span>
        {messages.hasNextPage && (
          <IonButton
            fill="outline"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {t('notifications.showMore')}
          </IonButton>
        )}
      </div>
    </>
  );
}
