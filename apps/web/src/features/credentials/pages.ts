import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's Moodle, Wi-Fi and exam accounts, siblings made by one factory (credential-pages.tsx). */
export const credentialsPages: readonly PageDefinition[] = [
  {
    path: 'moodle-credentials',
    titleKey: 'pages.moodle-credentials',
    icon: 'school',
    ...lazyPage(() =>
      import('./credential-pages').then((pages) => ({ default: pages.MoodleCredentialsPage })),
    ),
  },
  {
    path: 'student-wifi',
    titleKey: 'pages.student-wifi',
    icon: 'wifi',
    ...lazyPage(() => import('./credential-pages').then((pages) => ({ default: pages.StudentWifiPage }))),
  },
  {
    path: 'exam-credentials',
    titleKey: 'pages.exam-credentials',
    icon: 'key',
    ...lazyPage(() => import('./credential-pages').then((pages) => ({ default: pages.ExamCredentialsPage }))),
  },
];
