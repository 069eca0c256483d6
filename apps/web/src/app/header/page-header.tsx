import {
  IonBadge,
  IonButton,
  IonButtons,
  IonHeader,
  IonIcon,
  IonMenuButton,
  IonTitle,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { logOutOutline, notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';
import { displayUserName } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { ActingAsBar } from '../acting-as-bar';
import { OfflineIndicator } from '../offline-indicator';
import { useNotificationBadge } from './notification-badge';
import { useLogOut } from './use-log-out';

/** The bell (spec §1/§4): opens the notification page and clears the badge, which is hidden at 0. */
function NotificationBell() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const unread = useUnreadCount();
  const badge = useNotificationBadge(unread.data ?? 0);
  const label =
    badge.count > 0 ? t('header.notificationsUnread', { count: badge.count }) : t('header.notifications');
  return (
    <IonButton
      className="header-bell"
      aria-label={label}
      onClick={() => {
        badge.clear();
        router.push('/notification', 'root', 'replace');
      }}
    >
      <IonIcon slot="icon-only" icon={notificationsOutline} aria-hidden="true" />
      {badge.count > 0 && (
        <IonBadge color="danger" className="header-badge" aria-hidden="true">
          {badge.count > 99 ? '99+' : badge.count}
        </IonBadge>
      )}
    </IonButton>
  );
}

/** Every framed page's header (spec §1): menu button, title, user name, bell, logout; the acting-as bar. */
export function PageHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const { token, profile } = useSession();
  const logOut = useLogOut();
  const userName = displayUserName(token);
  return (
    <IonHeader>
      <IonToolbar color="primary">
        <IonButtons slot="start">
          <IonMenuButton aria-label={t('app.openMenu')} />
        </IonButtons>
        <IonTitle className="page-title">{title}</IonTitle>
        {userName && (
          <IonButtons slot="end">
            <span className="page-user" title={t('session.signedInAs', { name: userName })}>
              {userName}
            </span>
            {profile?.Role === 'student' && <NotificationBell />}
            <IonButton aria-label={t('session.logout')} onClick={() => void logOut()}>
              <IonIcon slot="icon-only" icon={logOutOutline} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        )}
      </IonToolbar>
      <ActingAsBar />
      <OfflineIndicator />
    </IonHeader>
  );
}
