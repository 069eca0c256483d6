import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** SSTP: the student applies for summer training, ranks organisations, and reads their place and result. */
export const sstpPages: readonly PageDefinition[] = [
  {
    path: 'sstp',
    titleKey: 'pages.sstp',
    icon: 'briefcase',
    ...lazyPage(() => import('./sstp-page')),
  },
];
