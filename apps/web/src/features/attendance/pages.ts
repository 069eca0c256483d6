import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's attendance. */
export const attendancePages: readonly PageDefinition[] = [
  {
    path: 'attendance',
    titleKey: 'pages.attendance',
    icon: 'calendarNumber',
    ...lazyPage(() => import('./attendance-page')),
  },
];
