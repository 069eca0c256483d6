import { advisingPreview, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = advisingPreview.buildSchedules;

/** Conflict-free combinations of open sections, ranked by the preferences. */
export function buildSchedules(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useBuildSchedules() {
  return useMutation({ mutationFn: buildSchedules });
}
