import type { ProgramPage } from '@portal/contract';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** One program page: the same body for each, told which page's programs to show. */
function programPage(path: ProgramPage, icon: PageDefinition['icon']): PageDefinition {
  return {
    path,
    titleKey: `pages.${path}`,
    icon,
    ...lazyPage(() =>
      import('./program-page').then((module) => ({ default: module.programPageBodies[path] })),
    ),
  };
}

/** The international office's program pages for students, and the flyer of a program. */
export const internationalPages: readonly PageDefinition[] = [
  programPage('international', 'globe'),
  programPage('opet', 'airplane'),
  programPage('duphat', 'school'),
  programPage('curious', 'mic'),
  programPage('gmu-clinical', 'medkit'),
  {
    path: 'international-flyer',
    titleKey: 'pages.international-flyer',
    icon: 'documentText',
    ...lazyPage(() => import('./flyer-page')),
  },
];
