import { qrCodeOutline, qrCodeSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The door (staff roles `usher` and `events-office`): tickets checked in at an event's gates. */
export const doorPages: readonly PageDefinition[] = [
  {
    path: 'door',
    titleKey: 'pages.door',
    icon: { ios: qrCodeOutline, md: qrCodeSharp },
    ...lazyPage(() => import('./door-page')),
  },
];
