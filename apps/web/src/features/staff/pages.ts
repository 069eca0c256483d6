import { lazyPage, type PageDefinition } from '../../lib/page-definition';
import { IMPERSONATE_PATH } from '../../lib/page-paths';

/** Staff tools: acting as a student and the request log. */
export const staffPages: readonly PageDefinition[] = [
  {
    path: IMPERSONATE_PATH,
    titleKey: 'pages.impersonate',
    icon: 'people',
    ...lazyPage(() => import('./impersonate-page')),
  },
  {
    path: 'logger',
    titleKey: 'pages.logger',
    icon: 'documentText',
    ...lazyPage(() => import('./logger-page')),
  },
];
