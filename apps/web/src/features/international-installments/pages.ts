import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The fee of an accepted international application, in installments (hidden from the menu: reached from the program's page). */
export const internationalInstallmentsPages: readonly PageDefinition[] = [
  {
    path: 'duphat-install',
    titleKey: 'pages.duphat-install',
    icon: 'card',
    ...lazyPage(() => import('./installments-page').then((page) => ({ default: page.DuphatInstallPage }))),
  },
  {
    path: 'curious-install',
    titleKey: 'pages.curious-install',
    icon: 'card',
    ...lazyPage(() => import('./installments-page').then((page) => ({ default: page.CuriousInstallPage }))),
  },
];
