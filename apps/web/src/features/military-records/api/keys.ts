/** Every military-records query starts with this key: a recorded change refreshes every page of the list. */
export const MILITARY_RECORDS_KEY = ['military-records'] as const;
