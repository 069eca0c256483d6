import { IonButton } from '@ionic/react';
import { checkmarkDoneOutline, notificationsOffOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadStatus, StudentMessage } from '@portal/contract';
import { QueryState } from '../../../components/query-state/query-state';
import { Skeleton } from '../../../components/skeleton';
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
  const emptyWords =
    readStatus === 'unread'
      ? {
          icon: checkmarkDoneOutline,
          title: t('notifications.caughtUpTitle'),
          detail: t('notifications.caughtUpDetail'),
        }
      : {
          icon: notificationsOffOutline,
          title: t('notifications.emptyTitle'),
          detail: t(onPhone ? 'notifications.emptyDetail' : 'notifications.emptyDetailDesktop'),
        };
  return (
    <QueryState
      query={messages}
      errorTitle={t('notifications.loadError')}
      loading={<LoadingMessages />}
      empty={{ when: (data) => data.pages.every((page) => page.Items.length === 0), ...emptyWords }}
    >
      {(data) => (
        <Messages
          items={data.pages.flatMap((page) => page.Items)}
          total={data.pages[0]?.Total ?? 0}
          more={
            messages.hasNextPage
              ? { loading: messages.isFetchingNextPage, load: () => void messages.fetchNextPage() }
              : undefined
          }
        />
      )}
    </QueryState>
  );
}

/** The messages loaded so far, each opened in place (and marked read), and "Show more" while there are. */
function Messages({
  items,
  total,
  more,
}: {
  items: StudentMessage[];
  total: number;
  more?: { loading: boolean; load: () => void };
}) {
  const { t } = useTranslation();
  const markRead = useMarkMessageRead();
  const [openId, setOpenId] = useState<number>();

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
        {more && (
          <IonButton fill="outline" disabled={more.loading} onClick={more.load}>
            {t('notifications.showMore')}
          </IonButton>
        )}
      </div>
    </>
  );
}
