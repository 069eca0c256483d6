import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The placement office's back office (staff role `placement-office`): Tanseek rounds. */
export const placementOfficePages: readonly PageDefinition[] = [
  {
    path: 'placement-office',
    titleKey: 'pages.placement-office',
    icon: 'gitNetwork',
    ...lazyPage(() => import('./placement-office-page')),
  },
];
