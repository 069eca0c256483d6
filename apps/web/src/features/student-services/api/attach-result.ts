import { ordersOffice } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFiles, type UploadProgress } from '../../../lib/upload';
import { answered, keepOfficeOrder } from './office-order-answer';

const call = ordersOffice.attachResult;

export interface AttachRequest {
  orderId: number;
  version: number;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** The result PDF, sent after the request's id and version (the server reads the fields first). */
export async function attachResult({ orderId, version, file, onProgress }: AttachRequest) {
  return answered(
    await uploadFiles(call, {
      fields: { OrderId: String(orderId), Version: String(version) },
      files: [file],
      onProgress,
    }),
  );
}

export function useAttachResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachResult,
    onSuccess: (order) => {
      keepOfficeOrder(queryClient, order);
    },
  });
}
