import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's library codes. */
export const libraryPages: readonly PageDefinition[] = [
  {
    path: 'lib-codes',
    titleKey: 'pages.lib-codes',
    icon: 'library',
    ...lazyPage(() => import('./lib-codes-page')),
  },
];
