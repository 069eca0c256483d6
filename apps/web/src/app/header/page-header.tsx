import { useIonRouter } from '@ionic/react';
import { logOutOutline, notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/icon';
import { useClearBadge } from '../../features/notifications/api/clear-badge';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';
import { useMenuState } from '../../lib/menu-state';
import { usePageLinkable } from '../../lib/page-access';
import { displayUserName } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { ActingAsBar } from '../acting-as-bar';
import { OfflineIndicator } from '../offline-indicator';
import { MenuButton } from './menu-button';
import { useLogOut } from './use-log-out';
import './page-header.css';

/**
 * The bell (spec §1/§4): the unread count, hidden at 0; it opens the notification page and clears the badge
 * (clear-badge.ts says what clearing means).
 */
function NotificationBell() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const count = useUnreadCount().data ?? 0;
  const clearBadge = useClearBadge();
  const label = count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications');
  return (
    <button
      type="button"
      className="page-header__button header-bell"
      aria-label={label}
      onClick={() => {
        clearBadge(count);
        router.push('/notification', 'root');
      }}
    >
      <Icon icon={notificationsOutline} />
      {count > 0 && (
        <span className="header-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

/**
 * Every framed page's header (spec §1): menu button, title, user name, bell, logout; the acting-as bar.
 * Plain elements styled like Ionic's primary toolbar rather than ion-toolbar and ion-buttons: the header is
 * in the first render of every page, and its dozen Ionic elements were a large share of the start-up's
 * longest task on a slow phone.
 */
export function PageHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const { token, profile } = useSession();
  const logOut = useLogOut();
  const userName = displayUserName(token);
  // Students always have the bell; staff whose menu has Notifications (to send messages) reach it there too.
  const notificationsInMenu = usePageLinkable('notification');
  // Refused the portal (menu 403): not even the unread count shows behind the alert.
  const refused = useMenuState().status === 'refused';
  const bell = !refused && (profile?.Role === 'student' || notificationsInMenu);
  return (
    <header className="page-header">
      <div className="page-header__bar">
        <MenuButton />
        <div className="page-title">{title}</div>
        {userName && (
          <div className="page-header__end">
            <span className="page-user" title={t('session.signedInAs', { name: userName })}>
              {userName}
            </span>
            {bell && <NotificationBell />}
            <button
              type="button"
              className="page-header__button"
              aria-label={t('session.logout')}
              onClick={() => void logOut()}
            >
              <Icon icon={logOutOutline} />
            </button>
          </div>
        )}
      </div>
      <ActingAsBar />
      <OfflineIndicator />
    </header>
  );
}
