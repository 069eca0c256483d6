import { international, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFiles as send, type UploadProgress } from '../../../lib/upload';
import { applicationKey } from './keys';

const call = international.uploadFiles;

export interface UploadInput {
  ApplicationId: number;
  RequirementCode: string;
  files: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
}

/** The files of one checklist document, as multipart; answers the application's documents as they now stand. */
export function uploadProgramFiles(input: UploadInput): Promise<ResponseOf<typeof call>> {
  return send(call, {
    fields: { ApplicationId: String(input.ApplicationId), RequirementCode: input.RequirementCode },
    files: input.files,
    onProgress: input.onProgress,
  });
}

export function useUploadProgramFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProgramFiles,
    // The documents (and the application's version) moved: read the application again.
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: applicationKey(input.ApplicationId) }),
  });
}
