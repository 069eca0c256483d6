/** What a staff member may be allowed to do; platform owns it because access checks read it on every call. */
export const STAFF_ROLES = [
  'registrar',
  'auditor',
  'communications',
  'quality',
  'finance',
  /** The student-services office: request queues, reviews and request types (modules/orders). */
  'student-services',
  /** The international office: programs, partners, applications and allocation rounds (modules/international). */
  'international-office',
  /** The placement office: Tanseek rounds, their previews and publication (modules/tanseek). */
  'placement-office',
  /** The training office: SSTP cycles, their allocation, publication and the organisations' evaluations (modules/sstp). */
  'training-office',
  /** The IT desk: the university-account requests (SSO) of its own queue only (modules/orders). */
  'it-desk',
  /** The events office: ceremonies and events, their registrations, guests and invitation mail (modules/party). */
  'events-office',
  /** An usher at an event's door: checks tickets in and reads the live counts (modules/party). */
  'usher',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
