import { lazyPage, type PageDefinition } from '../../lib/page-definition';

/** The Moodle guide students read and the communications office's editor of the guides. */
export const guidesPages: readonly PageDefinition[] = [
  {
    path: 'moodle-guide',
    titleKey: 'pages.moodle-guide',
    icon: 'book',
    ...lazyPage(() => import('./guide-page').then((page) => ({ default: page.MoodleGuidePage }))),
  },
  {
    path: 'guide-editor',
    titleKey: 'pages.guide-editor',
    icon: 'create',
    ...lazyPage(() => import('./guide-editor-page')),
  },
];
