import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The events office's back office (staff role `events-office`): ceremonies and events, their mail and lists. */
export const eventsOfficePages: readonly PageDefinition[] = [
  {
    path: 'events-office',
    titleKey: 'pages.events-office',
    icon: 'calendarNumber',
    ...lazyPage(() => import('./events-office-page')),
  },
];
