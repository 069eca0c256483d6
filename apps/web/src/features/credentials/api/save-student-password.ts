import type { StudentCredentials } from '@portal/contract';
import { credentials, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { credentialsKey } from './keys';

const call = credentials.saveStudentPassword;

/** Sets a new Moodle or Wi-Fi password; the answer is the account as it now is, written into the list. */
export function saveStudentPassword(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useSaveStudentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudentPassword,
    gcTime: 0,
    onSuccess: (saved) => {
      queryClient.setQueryData<StudentCredentials>(credentialsKey(saved.System), (list) =>
        list
          ? {
              ...list,
              Credentials: list.Credentials.map((entry) =>
                entry.CredentialId === saved.CredentialId ? saved : entry,
              ),
            }
          : list,
      );
    },
  });
}
