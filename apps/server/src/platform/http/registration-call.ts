import type { RegistrationWindowKind } from '@portal/contract';

/**
 * Marks a route as part of registration. `read` and `write` calls pass the waiting room (admission
 * control) and the per-student registration rate limit; `write` calls of a window are also refused
 * before the student's time ticket for that window. `admission` is the waiting room's own call: rate
 * limited, never queued. Unmarked routes (schedule, transcript…) are never queued.
 */
export type RegistrationCall =
  { call: 'read' | 'write'; window: RegistrationWindowKind } | { call: 'admission' };

declare module 'fastify' {
  interface FastifyContextConfig {
    registration?: RegistrationCall;
  }
}

/** `config: { access: STUDENT, ...registrationWrite('advising') }`: a call that changes a registration. */
export const registrationWrite = (window: RegistrationWindowKind) => ({
  registration: { call: 'write', window } satisfies RegistrationCall,
});

/** A registration page's read (sections with seats left…): admitted through the waiting room. */
export const registrationRead = (window: RegistrationWindowKind) => ({
  registration: { call: 'read', window } satisfies RegistrationCall,
});
