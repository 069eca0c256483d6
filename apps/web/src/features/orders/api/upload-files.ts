import { orders, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFiles as send, type UploadProgress } from '../../../lib/upload';
import { orderKey } from './keys';

const call = orders.uploadFiles;

export interface UploadInput {
  OrderId: number;
  RequirementCode: string;
  files: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
}

/** The files of one checklist document, as multipart; answers the request's documents as they now stand. */
export function uploadOrderFiles(input: UploadInput): Promise<ResponseOf<typeof call>> {
  return send(call, {
    fields: { OrderId: String(input.OrderId), RequirementCode: input.RequirementCode },
    files: input.files,
    onProgress: input.onProgress,
  });
}

export function useUploadOrderFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOrderFiles,
    // The documents (and the request's version) moved: read the request again.
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: orderKey(input.OrderId) }),
  });
}
