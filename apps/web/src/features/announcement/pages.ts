import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The must-accept announcement (a start-up gate) and its publishing by staff. */
export const announcementPages: readonly PageDefinition[] = [
  {
    path: 'announcement',
    titleKey: 'pages.announcement',
    icon: 'megaphone',
    ...lazyPage(() => import('./announcement-page')),
  },
  {
    path: 'publish-announcement',
    titleKey: 'pages.publish-announcement',
    icon: 'megaphone',
    ...lazyPage(() => import('./publish-announcement-page')),
  },
];
