/** Every advising query starts with this key, so a change of seats refreshes them all at once. */
export const ADVISING_KEY = ['advising'] as const;
