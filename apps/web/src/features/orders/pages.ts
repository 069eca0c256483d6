import {
  addCircleOutline,
  addCircleSharp,
  calculatorOutline,
  calculatorSharp,
  documentTextOutline,
  documentTextSharp,
  keyOutline,
  keySharp,
  removeCircleOutline,
  removeCircleSharp,
  shieldCheckmarkOutline,
  shieldCheckmarkSharp,
} from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's requests to the offices, the academic and account (`sso`) requests built on them, and the public check of an issued letter. */
export const ordersPages: readonly PageDefinition[] = [
  {
    path: 'my-requests',
    titleKey: 'pages.my-requests',
    icon: { ios: documentTextOutline, md: documentTextSharp },
    ...lazyPage(() => import('./my-requests-page')),
  },
  {
    path: 'new-request',
    titleKey: 'pages.new-request',
    icon: { ios: addCircleOutline, md: addCircleSharp },
    ...lazyPage(() => import('./new-request-page')),
  },
  {
    path: 'drop-courses',
    titleKey: 'pages.drop-courses',
    icon: { ios: removeCircleOutline, md: removeCircleSharp },
    ...lazyPage(() => import('./drop-courses-page')),
  },
  {
    path: 'request-recalculation',
    titleKey: 'pages.request-recalculation',
    icon: { ios: calculatorOutline, md: calculatorSharp },
    ...lazyPage(() => import('./request-recalculation-page')),
  },
  {
    path: 'sso',
    titleKey: 'pages.sso',
    icon: { ios: keyOutline, md: keySharp },
    ...lazyPage(() => import('./sso-page')),
  },
  {
    path: 'verify-document',
    titleKey: 'pages.verify-document',
    icon: { ios: shieldCheckmarkOutline, md: shieldCheckmarkSharp },
    // Public: whoever holds a letter checks it without an account, as the login page needs none.
    frame: 'none',
    ...lazyPage(() => import('./verify-document-page')),
  },
];
