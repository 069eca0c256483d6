/** Every SSTP query starts with this key, so a save or a move refreshes them all at once. */
export const SSTP_KEY = ['sstp'] as const;
export const SAVED_DATA_KEY = [...SSTP_KEY, 'saved-data'] as const;
