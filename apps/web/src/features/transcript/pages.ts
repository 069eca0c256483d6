import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's transcript. */
export const transcriptPages: readonly PageDefinition[] = [
  {
    path: 'transcript',
    titleKey: 'pages.transcript',
    icon: 'school',
    ...lazyPage(() => import('./transcript-page')),
  },
];
