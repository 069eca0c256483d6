import { notificationsOutline, notificationsSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's messages. */
export const notificationPages: readonly PageDefinition[] = [
  {
    path: 'notification',
    titleKey: 'pages.notification',
    icon: { ios: notificationsOutline, md: notificationsSharp },
    ...lazyPage(() => import('./notification-page')),
  },
];
