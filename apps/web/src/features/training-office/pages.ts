import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The training office's back office (staff role `training-office`): SSTP cycles, allocation, evaluations. */
export const trainingOfficePages: readonly PageDefinition[] = [
  {
    path: 'training-office',
    titleKey: 'pages.training-office',
    icon: 'ribbon',
    ...lazyPage(() => import('./training-office-page')),
  },
];
