import { schoolOutline, schoolSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Tanseek: the student ranks the majors of their faculty's placement round and reads the result. */
export const tanseekPages: readonly PageDefinition[] = [
  {
    path: 'tanseek',
    titleKey: 'pages.tanseek',
    icon: { ios: schoolOutline, md: schoolSharp },
    ...lazyPage(() => import('./tanseek-page')),
  },
];
