/** Every international-office query starts with this key: a move refreshes the list and the application. */
export const INTERNATIONAL_OFFICE_KEY = ['international-office'] as const;
export const OFFICE_PROGRAMS_KEY = [...INTERNATIONAL_OFFICE_KEY, 'programs'] as const;
export const OFFICE_APPLICATIONS_KEY = [...INTERNATIONAL_OFFICE_KEY, 'applications'] as const;
export const OFFICE_APPLICATION_KEY = [...INTERNATIONAL_OFFICE_KEY, 'application'] as const;
