import { callOutline, callSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The contact page: the student's contact details and the university offices' contacts. */
export const contactPages: readonly PageDefinition[] = [
  {
    path: 'contact',
    titleKey: 'pages.contact',
    icon: { ios: callOutline, md: callSharp },
    ...lazyPage(() => import('./contact-page')),
  },
];
