import type { ProgramPage } from '@portal/contract';

/** The two programs whose fees are paid on an installment page (duphat-install, curious-install). */
export type InstallmentProgram = Extract<ProgramPage, 'duphat' | 'curious'>;

/** Every installment-page query starts with this key, so a landed payment refreshes them all at once. */
export const INSTALLMENTS_KEY = ['international-installments'] as const;

export function configurationKey(program: ProgramPage) {
  return [...INSTALLMENTS_KEY, program, 'configuration'] as const;
}

export function plansKey(program: ProgramPage, applicationId: number) {
  return [...INSTALLMENTS_KEY, program, 'plans', applicationId] as const;
}
