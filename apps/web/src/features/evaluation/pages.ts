import { clipboardOutline, clipboardSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Course evaluation (a start-up gate) and its questions. */
export const evaluationPages: readonly PageDefinition[] = [
  {
    path: 'evaluation',
    titleKey: 'pages.evaluation',
    icon: { ios: clipboardOutline, md: clipboardSharp },
    ...lazyPage(() => import('./evaluation-page')),
  },
  {
    path: 'evaluation-questions',
    titleKey: 'pages.evaluation-questions',
    icon: { ios: clipboardOutline, md: clipboardSharp },
    ...lazyPage(() => import('./evaluation-questions-page')),
  },
];
