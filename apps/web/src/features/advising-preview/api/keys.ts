/** Every preview query starts with this key, so an advised schedule refreshes them all at once. */
export const PREVIEW_KEY = ['advising-preview'] as const;
