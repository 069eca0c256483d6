import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The registrar's military-education records (staff role `registrar`). */
export const militaryRecordsPages: readonly PageDefinition[] = [
  {
    path: 'military-records',
    titleKey: 'pages.military-records',
    icon: 'ribbon',
    ...lazyPage(() => import('./military-records-page')),
  },
];
