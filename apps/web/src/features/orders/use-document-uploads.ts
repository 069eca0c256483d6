import { useDocumentUploads as useChecklistUploads } from '../../components/document-upload/use-document-uploads';
import { useUploadOrderFiles } from './api/upload-files';

/** The uploads of a request's checklist, sent to the request the caller names. */
export function useDocumentUploads() {
  const upload = useUploadOrderFiles();
  return useChecklistUploads((orderId, code, files, onProgress) =>
    upload.mutateAsync({ OrderId: orderId, RequirementCode: code, files, onProgress }),
  );
}
