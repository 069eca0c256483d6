/** Every major declaration query starts with this key, so a declaration refreshes them all at once. */
export const MAJOR_DECLARATION_KEY = ['major-declaration'] as const;
export const STUDENT_MAJORS_KEY = [...MAJOR_DECLARATION_KEY, 'majors'] as const;
