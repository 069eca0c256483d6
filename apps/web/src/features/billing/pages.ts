import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's fees: the statement and a term's balance, the bus subscription, military education. */
export const billingPages: readonly PageDefinition[] = [
  {
    path: 'faculty-cash-deposit',
    titleKey: 'pages.faculty-cash-deposit',
    icon: 'cash',
    ...lazyPage(() => import('./faculty-cash-deposit-page')),
  },
  {
    path: 'bus-cash-deposit',
    titleKey: 'pages.bus-cash-deposit',
    icon: 'bus',
    ...lazyPage(() => import('./bus-cash-deposit-page')),
  },
  {
    path: 'military-payment',
    titleKey: 'pages.military-payment',
    icon: 'shield',
    ...lazyPage(() => import('./military-payment-page')),
  },
];
