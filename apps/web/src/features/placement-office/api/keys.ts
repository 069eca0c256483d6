/** Every placement-office query starts with this key: a step on a round refreshes the list of rounds. */
export const PLACEMENT_OFFICE_KEY = ['placement-office'] as const;
