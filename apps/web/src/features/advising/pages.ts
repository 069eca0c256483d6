import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** Advising: the three validate pages, one per registration step, and the advisor's sub-pages. */
export const advisingPages: readonly PageDefinition[] = [
  {
    path: 'validateAdvising',
    titleKey: 'pages.validateAdvising',
    icon: 'book',
    ...lazyPage(() => import('./validate-page').then((pages) => ({ default: pages.ValidateAdvisingPage }))),
  },
  {
    path: 'validateDropAdd',
    titleKey: 'pages.validateDropAdd',
    icon: 'swapHorizontal',
    ...lazyPage(() => import('./validate-page').then((pages) => ({ default: pages.ValidateDropAddPage }))),
  },
  {
    path: 'validateAdvPreview',
    titleKey: 'pages.validateAdvPreview',
    icon: 'eye',
    ...lazyPage(() => import('./validate-page').then((pages) => ({ default: pages.ValidateAdvPreviewPage }))),
  },
  {
    path: 'IndAdvising',
    titleKey: 'pages.IndAdvising',
    icon: 'person',
    ...lazyPage(() => import('./ind-advising-page')),
  },
  {
    path: 'AdvisingModules',
    titleKey: 'pages.AdvisingModules',
    icon: 'layers',
    ...lazyPage(() => import('./advising-modules-page')),
  },
];
