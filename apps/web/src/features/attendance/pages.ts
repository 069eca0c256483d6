import { calendarNumberOutline, calendarNumberSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's attendance. */
export const attendancePages: readonly PageDefinition[] = [
  {
    path: 'attendance',
    titleKey: 'pages.attendance',
    icon: { ios: calendarNumberOutline, md: calendarNumberSharp },
    ...lazyPage(() => import('./attendance-page')),
  },
];
