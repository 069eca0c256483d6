import { advisingPreview, type ResponseOf } from '@portal/contract/calls';
import type { AdvisingChange } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { PREVIEW_KEY } from './keys';

const call = advisingPreview.adviseSchedule;

/** A chosen combination advised in one step, all or nothing. */
export function adviseSchedule(sectionIds: number[]): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { SectionIds: sectionIds } });
}

function isAdvisingChange(value: unknown): value is AdvisingChange {
  return typeof value === 'object' && value !== null && 'Refusals' in value && Array.isArray(value.Refusals);
}

/**
 * A refused advice names every refused change in its answer (contract: advisingChange; the server
 * validated it before sending, see lib/api-client.ts).
 */
export function refusedAdvice(error: unknown): AdvisingChange | undefined {
  if (!isApiError(error) || error.kind !== 'refusal') return undefined;
  return isAdvisingChange(error.answer) ? error.answer : undefined;
}

export function useAdviseSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adviseSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PREVIEW_KEY }),
  });
}
