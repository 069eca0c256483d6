import { cashOutline, cashSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's faculty fees: the statement and paying a term's balance. */
export const billingPages: readonly PageDefinition[] = [
  {
    path: 'faculty-cash-deposit',
    titleKey: 'pages.faculty-cash-deposit',
    icon: { ios: cashOutline, md: cashSharp },
    ...lazyPage(() => import('./faculty-cash-deposit-page')),
  },
];
