import {
  bookOutline,
  bookSharp,
  eyeOutline,
  eyeSharp,
  layersOutline,
  layersSharp,
  personOutline,
  personSharp,
  swapHorizontalOutline,
  swapHorizontalSharp,
} from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Advising: the three validate pages, one per registration step, and the advisor's sub-pages. */
export const advisingPages: readonly PageDefinition[] = [
  {
    path: 'validateAdvising',
    titleKey: 'pages.validateAdvising',
    icon: { ios: bookOutline, md: bookSharp },
    ...lazyPage(() => import('./validate-page').then((pages) => ({ default: pages.ValidateAdvisingPage }))),
  },
  {
    path: 'validateDropAdd',
    titleKey: 'pages.validateDropAdd',
    icon: { ios: swapHorizontalOutline, md: swapHorizontalSharp },
    ...lazyPage(() => import('./validate-page').then((pages) => ({ default: pages.ValidateDropAddPage }))),
  },
  {
    path: 'validateAdvPreview',
    titleKey: 'pages.validateAdvPreview',
    icon: { ios: eyeOutline, md: eyeSharp },
    ...lazyPage(() => import('./validate-page').then((pages) => ({ default: pages.ValidateAdvPreviewPage }))),
  },
  {
    path: 'IndAdvising',
    titleKey: 'pages.IndAdvising',
    icon: { ios: personOutline, md: personSharp },
    ...lazyPage(() => import('./ind-advising-page')),
  },
  {
    path: 'AdvisingModules',
    titleKey: 'pages.AdvisingModules',
    icon: { ios: layersOutline, md: layersSharp },
    ...lazyPage(() => import('./advising-modules-page')),
  },
];
