/** Every Tanseek query starts with this key, so a save refreshes them all at once. */
export const TANSEEK_KEY = ['tanseek'] as const;
export const SAVED_DATA_KEY = [...TANSEEK_KEY, 'saved-data'] as const;
