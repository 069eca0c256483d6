import { schoolOutline, schoolSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's transcript. */
export const transcriptPages: readonly PageDefinition[] = [
  {
    path: 'transcript',
    titleKey: 'pages.transcript',
    icon: { ios: schoolOutline, md: schoolSharp },
    ...lazyPage(() => import('./transcript-page')),
  },
];
