import { barChartOutline, barChartSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The staff quality report. */
export const qualityPages: readonly PageDefinition[] = [
  {
    path: 'quality-report',
    titleKey: 'pages.quality-report',
    icon: { ios: barChartOutline, md: barChartSharp },
    ...lazyPage(() => import('./quality-report-page')),
  },
];
