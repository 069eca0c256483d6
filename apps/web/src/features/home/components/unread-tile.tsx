import { notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../notifications/api/get-unread-count';
import { DashboardTile } from './dashboard-tile';

/** Unread messages: how many, with the way to the message centre. */
export function UnreadTile() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  if (unread.data === undefined) return null;
  return (
    <DashboardTile
      icon={notificationsOutline}
      title={t('home.unreadTitle')}
      tone={unread.data > 0 ? 'attention' : 'default'}
      link={{ path: 'notification', label: t('home.openNotifications') }}
    >
      <p className="tile__figure">{unread.data}</p>
      <p className="tile__caption">
        {unread.data > 0 ? t('home.unreadCount', { count: unread.data }) : t('home.noUnread')}
      </p>
    </DashboardTile>
  );
}
