import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Exam timetables and scores, siblings made by one factory (exam-pages.tsx). */
export const examPages: readonly PageDefinition[] = [
  {
    path: 'exam-schedule',
    titleKey: 'pages.exam-schedule',
    icon: 'reader',
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.FinalExamSchedulePage }))),
  },
  {
    path: 'midterm-schedule',
    titleKey: 'pages.midterm-schedule',
    icon: 'time',
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.MidtermSchedulePage }))),
  },
  {
    path: 'practical-schedule',
    titleKey: 'pages.practical-schedule',
    icon: 'flask',
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.PracticalSchedulePage }))),
  },
  {
    path: 'midterm-scoring',
    titleKey: 'pages.midterm-scoring',
    icon: 'ribbon',
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.MidtermScoringPage }))),
  },
  {
    path: 'final-scoring',
    titleKey: 'pages.final-scoring',
    icon: 'trophy',
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.FinalScoringPage }))),
  },
  {
    path: 'practical-scoring',
    titleKey: 'pages.practical-scoring',
    icon: 'medal',
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.PracticalScoringPage }))),
  },
];
