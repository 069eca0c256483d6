import { useDocumentUploads } from '../../components/document-upload/use-document-uploads';
import { useUploadProgramFiles } from './api/upload-files';

/** The uploads of an application's checklist, each entry sent to the application the caller names. */
export function useApplicationUploads() {
  const upload = useUploadProgramFiles();
  return useDocumentUploads((applicationId, code, files, onProgress) =>
    upload.mutateAsync({ ApplicationId: applicationId, RequirementCode: code, files, onProgress }),
  );
}
