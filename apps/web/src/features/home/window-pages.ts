import type { MobilePageName } from '@portal/contract/pages';

/** The page where the student acts on an open term window (the windows' kinds are the server's). */
export const WINDOW_PAGES: Readonly<Record<string, MobilePageName>> = {
  advising: 'validateAdvising',
  add_drop: 'validateDropAdd',
  advising_preview: 'validateAdvPreview',
  withdrawal: 'drop-courses',
  evaluation: 'evaluation',
  midterm_exams: 'midterm-schedule',
  final_exams: 'exam-schedule',
  grades_publication: 'transcript',
  bus_subscription: 'bus-cash-deposit',
};
