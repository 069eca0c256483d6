import {
  bonfireOutline,
  bonfireSharp,
  easelOutline,
  easelSharp,
  medkitOutline,
  medkitSharp,
  ribbonOutline,
  ribbonSharp,
} from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/**
 * The ceremonies and events (issue 27): seven pages of one body, each showing the events set on it. The four
 * graduation-project days share one icon: a student sees only their faculty's, and every icon of the menu
 * is start-up code.
 */
export const partyPages: readonly PageDefinition[] = [
  {
    path: 'graduation',
    titleKey: 'pages.graduation',
    icon: { ios: ribbonOutline, md: ribbonSharp },
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.GraduationPage }))),
  },
  {
    path: 'white-coat',
    titleKey: 'pages.white-coat',
    icon: { ios: medkitOutline, md: medkitSharp },
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.WhiteCoatPage }))),
  },
  {
    path: 'mcm-grad',
    titleKey: 'pages.mcm-grad',
    icon: { ios: easelOutline, md: easelSharp },
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.McmGradPage }))),
  },
  {
    path: 'csc-grad',
    titleKey: 'pages.csc-grad',
    icon: { ios: easelOutline, md: easelSharp },
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.CscGradPage }))),
  },
  {
    path: 'arc-grad',
    titleKey: 'pages.arc-grad',
    icon: { ios: easelOutline, md: easelSharp },
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.ArcGradPage }))),
  },
  {
    path: 'ece-grad',
    titleKey: 'pages.ece-grad',
    icon: { ios: easelOutline, md: easelSharp },
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.EceGradPage }))),
  },
  {
    path: 'sigmund',
    titleKey: 'pages.sigmund',
    icon: { ios: bonfireOutline, md: bonfireSharp },
    ...lazyPage(() => import('./party-pages').then((pages) => ({ default: pages.SigmundPage }))),
  },
];
