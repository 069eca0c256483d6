import { ribbonOutline, ribbonSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The training office's back office (staff role `training-office`): SSTP cycles, allocation, evaluations. */
export const trainingOfficePages: readonly PageDefinition[] = [
  {
    path: 'training-office',
    titleKey: 'pages.training-office',
    icon: { ios: ribbonOutline, md: ribbonSharp },
    ...lazyPage(() => import('./training-office-page')),
  },
];
