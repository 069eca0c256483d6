import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The door (staff roles `usher` and `events-office`): tickets checked in at an event's gates. */
export const doorPages: readonly PageDefinition[] = [
  {
    path: 'door',
    titleKey: 'pages.door',
    icon: 'qrCode',
    ...lazyPage(() => import('./door-page')),
  },
];
