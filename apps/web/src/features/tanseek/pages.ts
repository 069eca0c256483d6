import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Tanseek: the student ranks the majors of their faculty's placement round and reads the result. */
export const tanseekPages: readonly PageDefinition[] = [
  {
    path: 'tanseek',
    titleKey: 'pages.tanseek',
    icon: 'school',
    ...lazyPage(() => import('./tanseek-page')),
  },
];
