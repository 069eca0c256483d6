import type { ProgramPage } from '@portal/contract';

/** Every international query starts with this key, so a move of an application refreshes them all at once. */
export const INTERNATIONAL_KEY = ['international'] as const;
export const APPLICATIONS_KEY = [...INTERNATIONAL_KEY, 'applications'] as const;

/** The programs of one page: their eligibility and ApplicationId change when the student applies. */
export function programsKey(page: ProgramPage) {
  return [...INTERNATIONAL_KEY, 'programs', page] as const;
}

export function applicationKey(applicationId: number) {
  return [...APPLICATIONS_KEY, applicationId] as const;
}
