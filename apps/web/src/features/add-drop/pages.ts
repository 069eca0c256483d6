import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The drop-add cart. */
export const addDropPages: readonly PageDefinition[] = [
  {
    path: 'AddDrop',
    titleKey: 'pages.AddDrop',
    icon: 'swapHorizontal',
    ...lazyPage(() => import('./add-drop-page')),
  },
];
