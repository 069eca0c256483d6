import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The staff quality report. */
export const qualityPages: readonly PageDefinition[] = [
  {
    path: 'quality-report',
    titleKey: 'pages.quality-report',
    icon: 'barChart',
    ...lazyPage(() => import('./quality-report-page')),
  },
];
