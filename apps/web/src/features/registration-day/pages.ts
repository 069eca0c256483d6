import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The registrar's registration-day dashboard. */
export const registrationDayPages: readonly PageDefinition[] = [
  {
    path: 'registration-day',
    titleKey: 'pages.registration-day',
    icon: 'speedometer',
    ...lazyPage(() => import('./registration-day-page')),
  },
];
