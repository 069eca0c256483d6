import { calendarOutline, calendarSharp, videocamOutline, videocamSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The week's classes and their online meeting links. */
export const schedulePages: readonly PageDefinition[] = [
  {
    path: 'schedule',
    titleKey: 'pages.schedule',
    icon: { ios: calendarOutline, md: calendarSharp },
    ...lazyPage(() => import('./schedule-page')),
  },
  {
    path: 'zoom-links',
    titleKey: 'pages.zoom-links',
    icon: { ios: videocamOutline, md: videocamSharp },
    ...lazyPage(() => import('./zoom-links-page')),
  },
];
