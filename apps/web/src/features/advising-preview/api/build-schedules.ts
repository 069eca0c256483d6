import type { BuildSchedulesAnswer, BuildSchedulesBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/Advising/BuildSchedules: conflict-free combinations of open sections, ranked by the preferences. */
export function buildSchedules(body: BuildSchedulesBody): Promise<BuildSchedulesAnswer> {
  return api.post<BuildSchedulesAnswer>('advising', '/api/Advising/BuildSchedules', body);
}

export function useBuildSchedules() {
  return useMutation({ mutationFn: buildSchedules });
}
