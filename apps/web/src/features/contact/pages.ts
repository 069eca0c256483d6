import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The contact page: the student's contact details and the university offices' contacts. */
export const contactPages: readonly PageDefinition[] = [
  {
    path: 'contact',
    titleKey: 'pages.contact',
    icon: 'call',
    ...lazyPage(() => import('./contact-page')),
  },
];
