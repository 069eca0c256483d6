import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Publishing exam scores (staff). */
export const examPublicationPages: readonly PageDefinition[] = [
  {
    path: 'publish-scores',
    titleKey: 'pages.publish-scores',
    icon: 'checkmarkDoneCircle',
    ...lazyPage(() => import('./exam-publication-page')),
  },
];
