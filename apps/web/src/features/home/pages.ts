import { lazyPage, type PageDefinition } from '../../lib/page-definition';
import { HOME_PATH } from '../../lib/page-paths';

/** The dashboard every session lands on (registrars excepted). */
export const homePages: readonly PageDefinition[] = [
  {
    path: HOME_PATH,
    titleKey: 'pages.home',
    icon: 'home',
    ...lazyPage(() => import('./home-page')),
  },
];
