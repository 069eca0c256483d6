import {
  flaskOutline,
  flaskSharp,
  medalOutline,
  medalSharp,
  readerOutline,
  readerSharp,
  ribbonOutline,
  ribbonSharp,
  timeOutline,
  timeSharp,
  trophyOutline,
  trophySharp,
} from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Exam timetables and scores, siblings made by one factory (exam-pages.tsx). */
export const examPages: readonly PageDefinition[] = [
  {
    path: 'exam-schedule',
    titleKey: 'pages.exam-schedule',
    icon: { ios: readerOutline, md: readerSharp },
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.FinalExamSchedulePage }))),
  },
  {
    path: 'midterm-schedule',
    titleKey: 'pages.midterm-schedule',
    icon: { ios: timeOutline, md: timeSharp },
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.MidtermSchedulePage }))),
  },
  {
    path: 'practical-schedule',
    titleKey: 'pages.practical-schedule',
    icon: { ios: flaskOutline, md: flaskSharp },
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.PracticalSchedulePage }))),
  },
  {
    path: 'midterm-scoring',
    titleKey: 'pages.midterm-scoring',
    icon: { ios: ribbonOutline, md: ribbonSharp },
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.MidtermScoringPage }))),
  },
  {
    path: 'final-scoring',
    titleKey: 'pages.final-scoring',
    icon: { ios: trophyOutline, md: trophySharp },
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.FinalScoringPage }))),
  },
  {
    path: 'practical-scoring',
    titleKey: 'pages.practical-scoring',
    icon: { ios: medalOutline, md: medalSharp },
    ...lazyPage(() => import('./exam-pages').then((pages) => ({ default: pages.PracticalScoringPage }))),
  },
];
