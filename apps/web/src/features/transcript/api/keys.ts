/** Every transcript query starts with this key, so a withdrawal refreshes them all at once. */
export const TRANSCRIPT_KEY = ['transcript'] as const;
