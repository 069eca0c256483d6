import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student-services back office (staff role `student-services`). */
export const studentServicesPages: readonly PageDefinition[] = [
  {
    path: 'student-services',
    titleKey: 'pages.student-services',
    icon: 'fileTrayFull',
    ...lazyPage(() => import('./student-services-page')),
  },
];
