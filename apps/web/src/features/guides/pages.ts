import { bookOutline, bookSharp, createOutline, createSharp } from 'ionicons/icons';
import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The Moodle guide students read and the communications office's editor of the guides. */
export const guidesPages: readonly PageDefinition[] = [
  {
    path: 'moodle-guide',
    titleKey: 'pages.moodle-guide',
    icon: { ios: bookOutline, md: bookSharp },
    ...lazyPage(() => import('./guide-page').then((page) => ({ default: page.MoodleGuidePage }))),
  },
  {
    path: 'guide-editor',
    titleKey: 'pages.guide-editor',
    icon: { ios: createOutline, md: createSharp },
    ...lazyPage(() => import('./guide-editor-page')),
  },
];
