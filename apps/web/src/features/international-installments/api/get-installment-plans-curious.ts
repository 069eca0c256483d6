import { international, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';

const call = international.getInstallmentPlansCurious;

/** GetInstallmentPlans for the conference (curious-install): the server answers conference applications only. */
export function getInstallmentPlansCurious(
  applicationId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ApplicationId: applicationId }, signal });
}
