import { billing, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { STATEMENT_KEY, installmentsKey } from './keys';

const call = billing.insertStudentInstallment;

/** Puts the term on a plan; the same plan again answers the same installments (a double tap makes one). */
export function insertStudentInstallment(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

async function choosePlan(body: BodyOf<typeof call>) {
  const answer = await insertStudentInstallment(body);
  // Null comes only beside a refusal, which the client throws: a bare null is a broken answer.
  if (!answer) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return answer;
}

export function useInsertStudentInstallment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePlan,
    onSuccess: (answer) => {
      // The answer is the term's plans as they are now: shown without another read.
      queryClient.setQueryData(installmentsKey(answer.TermId), answer);
      // What is overdue and due next on the statement now comes from the installments.
      void queryClient.invalidateQueries({ queryKey: STATEMENT_KEY });
    },
  });
}
