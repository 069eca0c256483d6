import { notificationsOutline, notificationsSharp, settingsOutline, settingsSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's messages, and what reaches them (opened from the message centre's settings button). */
export const notificationPages: readonly PageDefinition[] = [
  {
    path: 'notification',
    titleKey: 'pages.notification',
    icon: { ios: notificationsOutline, md: notificationsSharp },
    ...lazyPage(() => import('./notification-page')),
  },
  {
    path: 'notification-settings',
    titleKey: 'pages.notification-settings',
    icon: { ios: settingsOutline, md: settingsSharp },
    ...lazyPage(() => import('./settings/notification-settings-page')),
  },
];
