import { international, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';

const call = international.getPaymentInstallmentCurious;

/** GetPaymentInstallment for the conference (curious-install): the server answers conference applications only. */
export function getPaymentInstallmentCurious(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}
