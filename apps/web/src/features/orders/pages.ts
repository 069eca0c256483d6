import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's requests to the offices, the academic and account (`sso`) requests built on them, and the public check of an issued letter. */
export const ordersPages: readonly PageDefinition[] = [
  {
    path: 'my-requests',
    titleKey: 'pages.my-requests',
    icon: 'documentText',
    ...lazyPage(() => import('./my-requests-page')),
  },
  {
    path: 'new-request',
    titleKey: 'pages.new-request',
    icon: 'addCircle',
    ...lazyPage(() => import('./new-request-page')),
  },
  {
    path: 'drop-courses',
    titleKey: 'pages.drop-courses',
    icon: 'removeCircle',
    ...lazyPage(() => import('./drop-courses-page')),
  },
  {
    path: 'request-recalculation',
    titleKey: 'pages.request-recalculation',
    icon: 'calculator',
    ...lazyPage(() => import('./request-recalculation-page')),
  },
  {
    path: 'sso',
    titleKey: 'pages.sso',
    icon: 'key',
    ...lazyPage(() => import('./sso-page')),
  },
  {
    path: 'verify-document',
    titleKey: 'pages.verify-document',
    icon: 'shieldCheckmark',
    // Public: whoever holds a letter checks it without an account, as the login page needs none.
    frame: 'none',
    ...lazyPage(() => import('./verify-document-page')),
  },
];
