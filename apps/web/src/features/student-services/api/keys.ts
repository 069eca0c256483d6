/** Every student-services office query starts with this key: a move refreshes the queue and the request. */
export const STUDENT_SERVICES_KEY = ['student-services'] as const;
export const OFFICE_QUEUE_KEY = [...STUDENT_SERVICES_KEY, 'queue'] as const;
export const OFFICE_ORDER_KEY = [...STUDENT_SERVICES_KEY, 'order'] as const;
export const ORDER_TYPE_DEFINITIONS_KEY = [...STUDENT_SERVICES_KEY, 'types'] as const;
