import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/**
 * The ceremonies and events (issue 27): seven pages of one body, each showing the events set on it. The four
 * graduation-project days share one icon: a student sees only their faculty's.
 */
export const partyPages: readonly PageDefinition[] = [
  {
    path: 'graduation',
    titleKey: 'pages.graduation',
    icon: 'ribbon',
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.GraduationPage }))),
  },
  {
    path: 'white-coat',
    titleKey: 'pages.white-coat',
    icon: 'medkit',
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.WhiteCoatPage }))),
  },
  {
    path: 'mcm-grad',
    titleKey: 'pages.mcm-grad',
    icon: 'easel',
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.McmGradPage }))),
  },
  {
    path: 'csc-grad',
    titleKey: 'pages.csc-grad',
    icon: 'easel',
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.CscGradPage }))),
  },
  {
    path: 'arc-grad',
    titleKey: 'pages.arc-grad',
    icon: 'easel',
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.ArcGradPage }))),
  },
  {
    path: 'ece-grad',
    titleKey: 'pages.ece-grad',
    icon: 'easel',
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.EceGradPage }))),
  },
  {
    path: 'sigmund',
    titleKey: 'pages.sigmund',
    icon: 'bonfire',
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.SigmundPage }))),
  },
];
