import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The week's classes and their online meeting links. */
export const schedulePages: readonly PageDefinition[] = [
  {
    path: 'schedule',
    titleKey: 'pages.schedule',
    icon: 'calendar',
    ...lazyPage(() => import('./schedule-page')),
  },
  {
    path: 'zoom-links',
    titleKey: 'pages.zoom-links',
    icon: 'videocam',
    ...lazyPage(() => import('./zoom-links-page')),
  },
];
