import { walletOutline, walletSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The finance office's page (staff role `finance`). */
export const financePages: readonly PageDefinition[] = [
  {
    path: 'finance',
    titleKey: 'pages.finance',
    icon: { ios: walletOutline, md: walletSharp },
    ...lazyPage(() => import('./finance-page')),
  },
];
