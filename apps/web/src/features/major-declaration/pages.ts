import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Major declaration: the student declares a major Tanseek does not place; the department decides. */
export const majorDeclarationPages: readonly PageDefinition[] = [
  {
    path: 'major-declaration',
    titleKey: 'pages.major-declaration',
    icon: 'swapHorizontal',
    ...lazyPage(() => import('./major-declaration-page')),
  },
];
