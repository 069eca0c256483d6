import { credentials, type ResponseOf } from '@portal/contract/calls';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = credentials.revealStudentCredential;

/**
 * One password, asked for on each tap: never cached, so it is gone from memory once the page hides it, and
 * every showing is in the student's log.
 */
export function revealStudentCredential(credentialId: number): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { CredentialId: credentialId } });
}

export function useRevealStudentCredential() {
  return useMutation({ mutationFn: revealStudentCredential, gcTime: 0 });
}
