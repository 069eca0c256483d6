import type { GuidePage } from '@portal/contract';

/** Every guides query starts with this key. */
export const GUIDES_KEY = ['guides'] as const;
/** The published guide a student reads. */
export const publishedGuideKey = (page: GuidePage) => [...GUIDES_KEY, 'published', page] as const;
/** The guide as the office edits it. */
export const editedGuideKey = (page: GuidePage) => [...GUIDES_KEY, 'edited', page] as const;
