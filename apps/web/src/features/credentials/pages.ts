import { keyOutline, keySharp, schoolOutline, schoolSharp, wifiOutline, wifiSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The student's Moodle, Wi-Fi and exam accounts, siblings made by one factory (credential-pages.tsx). */
export const credentialsPages: readonly PageDefinition[] = [
  {
    path: 'moodle-credentials',
    titleKey: 'pages.moodle-credentials',
    icon: { ios: schoolOutline, md: schoolSharp },
    ...lazyPage(() =>
      import('./credential-pages').then((pages) => ({ default: pages.MoodleCredentialsPage })),
    ),
  },
  {
    path: 'student-wifi',
    titleKey: 'pages.student-wifi',
    icon: { ios: wifiOutline, md: wifiSharp },
    ...lazyPage(() => import('./credential-pages').then((pages) => ({ default: pages.StudentWifiPage }))),
  },
  {
    path: 'exam-credentials',
    titleKey: 'pages.exam-credentials',
    icon: { ios: keyOutline, md: keySharp },
    ...lazyPage(() => import('./credential-pages').then((pages) => ({ default: pages.ExamCredentialsPage }))),
  },
];
