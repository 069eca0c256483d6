import { briefcaseOutline, briefcaseSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** SSTP: the student applies for summer training, ranks organisations, and reads their place and result. */
export const sstpPages: readonly PageDefinition[] = [
  {
    path: 'sstp',
    titleKey: 'pages.sstp',
    icon: { ios: briefcaseOutline, md: briefcaseSharp },
    ...lazyPage(() => import('./sstp-page')),
  },
];
