import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The finance office's page (staff role `finance`). */
export const financePages: readonly PageDefinition[] = [
  {
    path: 'finance',
    titleKey: 'pages.finance',
    icon: 'wallet',
    ...lazyPage(() => import('./finance-page')),
  },
];
