/** Every training-office query starts with this key: a step on a cycle refreshes the cycles and applications. */
export const TRAINING_OFFICE_KEY = ['training-office'] as const;
