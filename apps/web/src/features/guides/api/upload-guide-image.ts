import type { GuidePage } from '@portal/contract';
import { guides, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFiles, type UploadProgress } from '../../../lib/upload';
import { editedGuideKey } from './keys';

const call = guides.uploadGuideImage;

export interface GuideImageUpload {
  page: GuidePage;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** One picture for a page's guide, as multipart; answers the line to paste into the Markdown. */
export function uploadGuideImage(input: GuideImageUpload): Promise<ResponseOf<typeof call>> {
  return uploadFiles(call, {
    fields: { Page: input.page },
    files: [input.file],
    onProgress: input.onProgress,
  });
}

export function useUploadGuideImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGuideImage,
    // The guide's list of pictures grew.
    onSuccess: (_image, input) => queryClient.invalidateQueries({ queryKey: editedGuideKey(input.page) }),
  });
}
