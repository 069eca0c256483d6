/** Every door query starts with this key: a check-in reads the counts again. */
export const DOOR_KEY = ['door'] as const;
