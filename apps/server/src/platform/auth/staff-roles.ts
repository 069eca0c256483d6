/** What a staff member may be allowed to do; platform owns it because access checks read it on every call. */
export const STAFF_ROLES = ['registrar', 'auditor', 'communications', 'quality', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
