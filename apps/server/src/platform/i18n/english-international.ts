/**
 * The international office's messages (modules/international: programs, applications, documents, rounds,
 * installments), kept apart so the main catalogue stays readable; english.ts spreads them in.
 */
export const englishInternational = {
  'international.applicationNotFound': 'This application was not found among yours.',
  'international.moveNotYours': 'This step is not yours to take.',
  'international.changedMeanwhile':
    'This application changed since you opened it (another tab or the office). Reload it and try again.',
  'international.moveNotAllowed': 'This cannot be done while the application is {state}.',
  'international.noteNeeded': 'Write a note for the student: it says what to do.',
  'international.state.draft': 'a draft',
  'international.state.submitted': 'submitted',
  'international.state.returned': 'returned for correction',
  'international.state.ranked': 'ranked',
  'international.state.allocated': 'offered a place',
  'international.state.waitlisted': 'on the waiting list',
  'international.state.not-selected': 'not selected',
  'international.state.offer-accepted': 'accepted by you',
  'international.state.offer-declined': 'declined',
  'international.state.nominated': 'nominated to the partner',
  'international.state.partner-accepted': 'accepted by the partner',
  'international.state.partner-refused': 'refused by the partner',
  'international.state.departed': 'departed',
  'international.state.completed': 'completed',
  'international.state.withdrawn': 'withdrawn',
} as const;
