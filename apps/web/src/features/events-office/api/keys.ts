/** Every events-office query starts with this key: a save or a move reads the events again. */
export const EVENTS_OFFICE_KEY = ['events-office'] as const;
