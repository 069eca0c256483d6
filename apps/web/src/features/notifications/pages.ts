import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's messages, and what reaches them (opened from the message centre's settings button). */
export const notificationPages: readonly PageDefinition[] = [
  {
    path: 'notification',
    titleKey: 'pages.notification',
    icon: 'notifications',
    ...lazyPage(() => import('./notification-page')),
  },
  {
    path: 'notification-settings',
    titleKey: 'pages.notification-settings',
    icon: 'settings',
    ...lazyPage(() => import('./settings/notification-settings-page')),
  },
];
