import { eyeOutline, eyeSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The advising preview. */
export const advisingPreviewPages: readonly PageDefinition[] = [
  {
    path: 'Preview',
    titleKey: 'pages.Preview',
    icon: { ios: eyeOutline, md: eyeSharp },
    ...lazyPage(() => import('./preview-page')),
  },
];
