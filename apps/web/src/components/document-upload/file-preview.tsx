import { IonIcon } from '@ionic/react';
import { documentOutline } from 'ionicons/icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { kindOf } from './file-checks';
import { formatBytes } from './format-bytes';

/** An image's thumbnail from the picked file itself (an object URL, let go when the preview goes). */
function Thumbnail({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(
    () => () => {
      URL.revokeObjectURL(url);
    },
    [url],
  );
  return <img className="document-upload-file__thumb" src={url} alt="" />;
}

/** A picked file before it is sent: an image's thumbnail or a document icon, its name and size. */
export function FilePreview({ file }: { file: File }) {
  const { i18n } = useTranslation();
  const kind = kindOf(file);
  return (
    <li className="document-upload-file">
      {kind === 'jpeg' || kind === 'png' ? (
        <Thumbnail file={file} />
      ) : (
        <IonIcon icon={documentOutline} className="document-upload-file__icon" aria-hidden="true" />
      )}
      <bdi className="document-upload-file__name">{file.name}</bdi>
      <span className="document-upload-muted">{formatBytes(file.size, currentLanguage(i18n))}</span>
    </li>
  );
}
