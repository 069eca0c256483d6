import { eyeOutline, eyeSharp, swapHorizontalOutline, swapHorizontalSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The advising preview and the what-if audit it opens. */
export const advisingPreviewPages: readonly PageDefinition[] = [
  {
    path: 'Preview',
    titleKey: 'pages.Preview',
    icon: { ios: eyeOutline, md: eyeSharp },
    ...lazyPage(() => import('./preview-page')),
  },
  {
    path: 'what-if',
    titleKey: 'pages.what-if',
    icon: { ios: swapHorizontalOutline, md: swapHorizontalSharp },
    ...lazyPage(() => import('./what-if/what-if-page')),
  },
];
