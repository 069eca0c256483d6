import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The advising preview and the what-if audit it opens. */
export const advisingPreviewPages: readonly PageDefinition[] = [
  {
    path: 'Preview',
    titleKey: 'pages.Preview',
    icon: 'eye',
    ...lazyPage(() => import('./preview-page')),
  },
  {
    path: 'what-if',
    titleKey: 'pages.what-if',
    icon: 'swapHorizontal',
    ...lazyPage(() => import('./what-if/what-if-page')),
  },
];
