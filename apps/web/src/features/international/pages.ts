import type { ProgramPage } from '@portal/contract';
import {
  airplaneOutline,
  airplaneSharp,
  documentTextOutline,
  documentTextSharp,
  globeOutline,
  globeSharp,
  medkitOutline,
  medkitSharp,
  micOutline,
  micSharp,
  schoolOutline,
  schoolSharp,
} from 'ionicons/icons';
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
  programPage('international', { ios: globeOutline, md: globeSharp }),
  programPage('opet', { ios: airplaneOutline, md: airplaneSharp }),
  programPage('duphat', { ios: schoolOutline, md: schoolSharp }),
  programPage('curious', { ios: micOutline, md: micSharp }),
  programPage('gmu-clinical', { ios: medkitOutline, md: medkitSharp }),
  {
    path: 'international-flyer',
    titleKey: 'pages.international-flyer',
    icon: { ios: documentTextOutline, md: documentTextSharp },
    ...lazyPage(() => import('./flyer-page')),
  },
];
