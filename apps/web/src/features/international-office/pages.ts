import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The international office's back office (staff role `international-office`). */
export const internationalOfficePages: readonly PageDefinition[] = [
  {
    path: 'international-office',
    titleKey: 'pages.international-office',
    icon: 'earth',
    ...lazyPage(() => import('./international-office-page')),
  },
];
