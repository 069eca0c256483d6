import { useIonLoading } from '@ionic/react';
import type { FileCall } from '@portal/contract/calls';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { download, saveWithAnchor, type DownloadOutcome, type DownloadRequest } from './download';

/** A page's way to download a file with spec §4's flow (overlay 'Please wait...', token check, blob). */
export function useDownload(): <Call extends FileCall>(
  request: DownloadRequest<Call>,
) => Promise<DownloadOutcome> {
  const { t } = useTranslation();
  const [present, dismiss] = useIonLoading();
  return useCallback(
    <Call extends FileCall>(request: DownloadRequest<Call>) =>
      download(request, {
        showWaiting: () => present({ message: t('app.pleaseWait') }),
        hideWaiting: () => dismiss(),
        save: saveWithAnchor,
      }),
    [dismiss, present, t],
  );
}
