import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Course evaluation (a start-up gate) and its questions. */
export const evaluationPages: readonly PageDefinition[] = [
  {
    path: 'evaluation',
    titleKey: 'pages.evaluation',
    icon: 'clipboard',
    ...lazyPage(() => import('./evaluation-page')),
  },
  {
    path: 'evaluation-questions',
    titleKey: 'pages.evaluation-questions',
    icon: 'clipboard',
    ...lazyPage(() => import('./evaluation-questions-page')),
  },
];
