/** Guides' messages (modules/guides): the communications office's guide editor. */
export const englishGuides = {
  'guides.none': 'This page has no guide yet. Save its text first.',
  'guides.stale':
    'Someone else changed this guide since you opened it. Open it again to see their changes, then make yours.',
  'guides.unknownImage':
    'The text shows a picture that is not one of this guide’s own (guide-image:{id}). Upload it to this guide, then paste the line the editor gives.',
  'guides.notPublished': 'This guide is not published, so there is nothing to take off the page.',
  'guides.imageNotFound': 'There is no such picture in a published guide.',
  'guides.noImageFields': 'Say which page’s guide the picture is for before the picture itself.',
} as const;
